import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from '@apollo/server';
import type { CompiledPath } from './compiled-path';
import { acceptsEncoding, COMPRESS_ABOVE_BYTES } from './accept-encoding';
import { BODY_LIMIT_BYTES, INTERNAL_ERROR } from './hardening';

const gzip = promisify(gzipCallback);

export { BODY_LIMIT_BYTES };
export { COMPRESS_ABOVE_BYTES };

export interface GraphQLHttpOptions<TContext extends object> {
  apollo: ApolloServer<TContext>;
  context(req: IncomingMessage): TContext;
  /** the short way for operations Apollo has answered before (gateway/compiled-path.ts); null sends all to Apollo */
  compiled: CompiledPath<TContext> | null;
  /** the headers every answer carries (the security headers), written with its own in one writeHead */
  headers?: Record<string, string>;
  /** what a request gets before anything is read: the demo's browser id */
  prepare?(req: IncomingMessage, res: ServerResponse): void;
}

const MAX_CONTENT_TYPES = 64;
const TOO_LARGE = 'La solicitud es demasiado grande';
const NOT_JSON = 'El cuerpo de la solicitud no es JSON válido';

class HttpFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The body as text, refused past the limit; a body that stops arriving rejects. */
function readBody(req: IncomingMessage): Promise<string> {
  const declared = Number(req.headers['content-length']);
  if (declared > BODY_LIMIT_BYTES) return Promise.reject(new HttpFailure(413, TOO_LARGE));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > BODY_LIMIT_BYTES) {
        req.removeAllListeners('data');
        reject(new HttpFailure(413, TOO_LARGE));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(chunks.length === 1 ? chunks[0]!.toString('utf8') : Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
    // a client that goes away mid-body: nothing waits for the rest
    req.on('close', () => {
      if (!req.complete) reject(new HttpFailure(400, 'request aborted'));
    });
  });
}

const isJson = (contentType: string | undefined) => {
  if (!contentType) return false;
  const semicolon = contentType.indexOf(';');
  return (semicolon < 0 ? contentType : contentType.slice(0, semicolon)).trim().toLowerCase() === 'application/json';
};

/** What Apollo Server's HTTP layer reads: the body as JSON when it is JSON, else nothing (Apollo refuses that). */
async function parsedBody(req: IncomingMessage): Promise<unknown> {
  if (req.method !== 'POST') {
    req.resume();
    return undefined;
  }
  const text = await readBody(req);
  if (!isJson(req.headers['content-type'])) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpFailure(400, NOT_JSON);
  }
}

/**
 * Header names and values in turn, as `writeHead` takes them. A list made once is written as it is: a header object
 * spread anew for every answer cost the bare server's `{ __typename }` about a sixth of its requests per second.
 */
export type HeaderList = readonly string[];
const headerList = (headers: Record<string, string>): string[] => Object.entries(headers).flat();

/**
 * Writes a complete answer, gzipped when it is large and the client takes gzip. The headers go in one writeHead, as
 * the bare server's do: no header map is built one setHeader at a time.
 */
export async function sendText(req: IncomingMessage, res: ServerResponse, status: number, headers: HeaderList, text: string) {
  const length = Buffer.byteLength(text);
  if (length >= COMPRESS_ABOVE_BYTES && acceptsEncoding(req.headers['accept-encoding'], 'gzip')) {
    const body = await gzip(text);
    if (body.length < length) {
      res.writeHead(status, [...headers, 'vary', 'Accept-Encoding', 'content-encoding', 'gzip', 'content-length', String(body.length)]);
      res.end(body);
      return;
    }
  }
  res.writeHead(status, [...headers, 'vary', 'Accept-Encoding', 'content-length', String(length)]);
  res.end(text);
}

async function sendApolloResponse(
  req: IncomingMessage,
  res: ServerResponse,
  always: Record<string, string>,
  response: HTTPGraphQLResponse,
) {
  // Apollo's cache-control plugin is off (it instruments every resolver for hints this schema never gives); its header stays
  const headers = headerList({ ...always, ...Object.fromEntries(response.headers) });
  if (response.body.kind === 'complete') return sendText(req, res, response.status ?? 200, headers, response.body.string);
  res.writeHead(response.status ?? 200, headers);
  for await (const chunk of response.body.asyncIterator) res.write(chunk);
  res.end();
}

/**
 * `/graphql` on plain `node:http`, before Express: the body read once with a limit, Apollo Server's HTTP entry
 * point called directly. Express's router, body-parser, ETag and compression middleware cost more per request
 * than the rest of a small query did (docs/performance.md).
 */
export function graphqlHttpHandler<TContext extends object>({
  apollo,
  context,
  compiled,
  headers: always = {},
  prepare,
}: GraphQLHttpOptions<TContext>) {
  const answerHeaders = { ...always, 'cache-control': 'no-store' };
  // the short way's headers for each content type it answers with (a few: it learns them from Apollo, LRU-bounded)
  const compiledHeaders = new Map<string, HeaderList>();
  const headersFor = (contentType: string): HeaderList => {
    let list = compiledHeaders.get(contentType);
    if (!list) {
      list = headerList({ ...answerHeaders, 'content-type': contentType });
      if (compiledHeaders.size < MAX_CONTENT_TYPES) compiledHeaders.set(contentType, list);
    }
    return list;
  };
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      prepare?.(req, res);
      const body = await parsedBody(req);
      const jsonPost = body !== undefined;
      if (compiled && jsonPost) {
        const answer = await compiled.answer(body, req.headers.accept, () => context(req));
        if (answer) {
          return await sendText(req, res, answer.status, headersFor(answer.contentType), answer.text);
        }
      }
      const url = req.url ?? '';
      const question = url.indexOf('?');
      const headers = new HeaderMap();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const response = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest: { method: (req.method ?? 'GET').toUpperCase(), headers, search: question < 0 ? '' : url.slice(question), body },
        context: async () => context(req),
      });
      if (compiled && jsonPost && response.status === undefined) compiled.learn(req.headers.accept, response.headers.get('content-type'));
      await sendApolloResponse(req, res, answerHeaders, response);
    } catch (error) {
      const status = error instanceof HttpFailure ? error.status : 500;
      const message = error instanceof HttpFailure ? error.message : INTERNAL_ERROR;
      if (res.headersSent) return void res.destroy();
      const answer = JSON.stringify({
        errors: [{ message, extensions: { code: status === 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_REQUEST' } }],
      });
      const headers: Record<string, string> = { ...always, 'content-type': 'application/json; charset=utf-8' };
      // the rest of a body too large is not read: the connection ends with the answer
      if (status === 413) headers.connection = 'close';
      await sendText(req, res, status, headerList(headers), answer + '\n');
    }
  };
}
