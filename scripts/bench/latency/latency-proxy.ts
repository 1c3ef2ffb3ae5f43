/**
 * An HTTP proxy in front of the sandbox backend that holds every call for a fixed latency before passing it on, and
 * records each call: what was asked (method, path, hashes of the body and the token) and when (start and end, in
 * epoch milliseconds with fractions, the clock the browser's `performance.timeOrigin + performance.now()` reads).
 */
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RestCall {
  method: string;
  /** the path with its query string */
  path: string;
  /** sha256 of the request body (first 12 hex digits); '' for an empty body */
  body: string;
  /** sha256 of the Authorization header (first 12 hex digits); '' without one */
  token: string;
  /** when the proxy received the request */
  start: number;
  /** when the proxy began to send the answer back: the earliest the gateway can act on it */
  answered: number;
  /** when the proxy had sent the answer */
  end: number;
  status: number;
}

export interface LatencyProxy {
  url: string;
  /** every call since the proxy started, in the order they ended */
  calls(): readonly RestCall[];
  close(): Promise<void>;
}

/** wall-clock milliseconds with fractions */
export const wallClock = () => performance.timeOrigin + performance.now();

const digest = (text: string) => (text === '' ? '' : createHash('sha256').update(text).digest('hex').slice(0, 12));

/** headers a hop must not pass on (RFC 9110 §7.6.1) */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

function readBody(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

export async function startLatencyProxy(target: string, latencyMs: number): Promise<LatencyProxy> {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const recorded: RestCall[] = [];

  const forward = (
    request: http.IncomingMessage,
    body: Buffer,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> =>
    new Promise((resolve, reject) => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      const outgoing = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...headers, host: upstream.host },
          agent,
        },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode ?? 502, headers: answer.headers, bytes: Buffer.concat(chunks) }));
          answer.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const start = wallClock();
    const body = await readBody(request);
    await new Promise((resolve) => setTimeout(resolve, latencyMs));
    let status = 502;
    let answered = 0;
    try {
      const answer = await forward(request, body);
      status = answer.status;
      answered = wallClock();
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
      response.writeHead(status, { ...headers, 'content-length': answer.bytes.length });
      await new Promise<void>((resolve) => response.end(answer.bytes, resolve));
    } catch (error) {
      answered = wallClock();
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ status: 'error', message: `latency proxy: ${error instanceof Error ? error.message : String(error)}` }),
      );
    }
    recorded.push({
      method: request.method ?? 'GET',
      path: request.url ?? '/',
      body: digest(body.toString('utf8')),
      token: digest(request.headers.authorization ?? ''),
      start,
      answered,
      end: wallClock(),
      status,
    });
  };

  const server = http.createServer((request, response) => void handle(request, response));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls: () => recorded,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        agent.destroy();
      }),
  };
}
