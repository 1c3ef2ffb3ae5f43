import { Kind, type ExecutionResult, type GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { CompiledOperation, CompiledOperations } from './executor';
import { LruCache } from './operation-cache';

/**
 * The short way for a request Apollo Server has already answered once in the same shape: a plain JSON POST of a
 * document it parsed, validated and ran (so the executor compiled it), with an Accept header it already chose a
 * content type for. Such a request skips Apollo's per-request pipeline (plugin hooks, hashing, negotiation,
 * header maps) and runs the compiled operation with the same context; its answer is what Apollo's would be, byte
 * for byte (tests/gateway/executor.test.ts): the same error formatting, BAD_USER_INPUT for refused variables with
 * status 400, the same extensions. Anything else (GET, persisted queries, batches, a new document) goes to Apollo.
 */

export interface CompiledPathOptions<TContext> {
  operations: CompiledOperations;
  /** what every answer's `extensions` gains (Apollo's path gets it from a plugin) */
  extensions?: (context: TContext) => Record<string, unknown>;
  includeStacktrace: boolean;
  /** what Apollo's plugins would do to the answer (server.ts: masking, no viewer without a session) */
  finish?(answer: FinishedAnswer, operation: CompiledOperation): void;
}

export interface FinishedAnswer {
  errors?: GraphQLFormattedError[];
  data?: Record<string, unknown> | null;
}

export interface CompiledAnswer {
  status: number;
  contentType: string;
  text: string;
}

interface PlainRequest {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
  extensions?: null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

function plainRequest(body: unknown): PlainRequest | null {
  if (!isRecord(body) || typeof body.query !== 'string') return null;
  if (body.extensions !== undefined && body.extensions !== null) return null;
  if (body.operationName !== undefined && body.operationName !== null && typeof body.operationName !== 'string') return null;
  if (body.variables !== undefined && body.variables !== null && !isRecord(body.variables)) return null;
  return body as unknown as PlainRequest;
}

/** Apollo Server's test for an error graphql-js raises while coercing variables (requestPipeline.ts). */
function isBadUserInput(error: GraphQLError): boolean {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return false;
  const name = node.variable.name.value;
  return ['has invalid value', 'got invalid value ', 'of required type ', 'of non-null type '].some((words) =>
    error.message.startsWith(`Variable "$${name}" ${words}`),
  );
}

/** Apollo Server's formatting of an error (errorNormalize.ts): a code always, an `http` extension taken off. */
function formatError(error: GraphQLError, includeStacktrace: boolean, head: { status?: number }): GraphQLFormattedError {
  const extensions: Record<string, unknown> = { ...error.extensions };
  if (extensions.code == null) extensions.code = isBadUserInput(error) ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR';
  const http = extensions.http as { status?: unknown } | undefined;
  if (http && typeof http === 'object') {
    if (typeof http.status === 'number') head.status = http.status;
    delete extensions.http;
  }
  if (includeStacktrace) extensions.stacktrace = error.stack?.split('\n');
  return { ...error.toJSON(), extensions };
}

export function compiledPath<TContext extends object>({
  operations,
  extensions,
  includeStacktrace,
  finish,
}: CompiledPathOptions<TContext>) {
  // the content type Apollo chose for an Accept header; a handful of distinct headers exist in practice
  const contentTypes = new LruCache<string>(64);
  let answered = 0;

  return {
    /** how many requests took the short way */
    get answered() {
      return answered;
    },

    /** Tells the short way what Apollo answered a JSON POST with this Accept header. */
    learn(accept: string | undefined, contentType: string | undefined) {
      if (contentType && (accept ?? '').length <= 256) contentTypes.set(accept ?? '', contentType);
    },

    /** The answer, or null when the request is not one the short way takes. */
    async answer(body: unknown, accept: string | undefined, context: () => TContext): Promise<CompiledAnswer | null> {
      const request = plainRequest(body);
      if (!request) return null;
      const contentType = contentTypes.get(accept ?? '');
      if (!contentType) return null;
      const operation = operations.lookup(request.query, request.operationName);
      if (!operation) return null;

      answered += 1;
      const contextValue = context();
      const head: { status?: number } = {};
      let result: ExecutionResult;
      try {
        result = await operation.run(contextValue, request.variables ?? undefined);
      } catch (error) {
        // as Apollo answers an executor that throws
        const failure = { message: error instanceof Error ? error.message : String(error), extensions: { code: 'INTERNAL_SERVER_ERROR' } };
        return { status: 500, contentType, text: JSON.stringify({ errors: [failure] }) + '\n' };
      }
      const errors = result.errors?.map((error) => formatError(error, includeStacktrace, head));
      if (errors?.length && result.data === undefined && !head.status) head.status = 400;
      const added = extensions?.(contextValue);
      const answer = { errors, data: result.data, extensions: added ? { ...result.extensions, ...added } : result.extensions };
      finish?.(answer, operation);
      return { status: head.status ?? 200, contentType, text: JSON.stringify(answer) + '\n' };
    },
  };
}

export type CompiledPath<TContext extends object> = ReturnType<typeof compiledPath<TContext>>;
