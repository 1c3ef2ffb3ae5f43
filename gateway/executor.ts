import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import { execute, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { LruCache } from './operation-cache';
import { viewerKeys } from './session-answer';

type GatewayInterface = ApolloServerOptionsWithGateway<object>['gateway'];
type GatewayExecutor = NonNullable<Awaited<ReturnType<GatewayInterface['load']>>['executor']>;

export interface OperationCacheLimits {
  /** how many documents are remembered (default 500) */
  maxDocuments?: number;
  /** how many characters of query text they may hold together (default 4 MiB) */
  maxSourceChars?: number;
}

interface Operation {
  sightings: number;
  /** set once seen twice, unless graphql-jit cannot compile it */
  compiled: CompiledOperation | null;
}

/** A document Apollo Server has parsed, validated and run before, compiled. */
export interface CompiledOperation {
  /** runs it exactly as the executor does */
  run(context: object, variables: unknown): Promise<ExecutionResult>;
  /** the keys its `viewer` is answered under (gateway/session-answer.ts) */
  viewerKeys: string[];
}

export interface CompiledOperations {
  lookup(source: string, operationName: string | null | undefined): CompiledOperation | undefined;
  readonly size: number;
}

/**
 * Compiled execution with graphql-jit, through Apollo Server's gateway hook (Apollo Server 5 has no `executor`
 * option): Apollo parses and validates each document and caches it; this executor compiles a document the second
 * time it is seen (a document sent once is not worth compiling, and an attacker's unique documents cost no
 * compilation), keeps the compiled operations in a bounded LRU keyed by the document's text and operation name,
 * and runs everything else with graphql's `execute`. Answers are the same either way (tests/gateway/executor.test.ts).
 */
export function createJitGateway(
  schema: GraphQLSchema,
  limits: OperationCacheLimits = {},
): { gateway: GatewayInterface; operations: CompiledOperations } {
  // keyed by the document's text (a request's fresh string is hashed once), then by the operation name sent
  const cache = new LruCache<Map<string, Operation>>(limits.maxDocuments ?? 500, limits.maxSourceChars ?? 4 * 1024 * 1024);

  const plain = (document: DocumentNode, operationName: string | null | undefined, context: object, variables: unknown) =>
    execute({
      schema,
      document,
      operationName,
      contextValue: context,
      variableValues: variables as Record<string, unknown> | undefined,
    }) as Promise<ExecutionResult> | ExecutionResult;

  function compile(document: DocumentNode, operationName: string | null | undefined): CompiledOperation | null {
    const compiled = compileQuery(schema, document, operationName ?? undefined);
    if (!isCompiledQuery(compiled)) return null;
    return {
      viewerKeys: viewerKeys(getOperationAST(document, operationName) ?? undefined),
      async run(context, variables) {
        const result = await compiled.query(undefined, context, (variables ?? {}) as Record<string, unknown>);
        // no `data` at all: the variables were refused before any resolver ran; graphql's own words for it, as without jit
        if (!('data' in result)) return plain(document, operationName, context, variables);
        return result;
      },
    };
  }

  const executor: GatewayExecutor = async (request) => {
    const { source, document, context } = request;
    // the name the client sent (Apollo's `request.operationName` is the one it resolved), as the short way looks it up
    const { variables, operationName } = request.request;
    let byName = cache.get(source);
    if (!byName) {
      byName = new Map();
      cache.set(source, byName, source.length);
    }
    let operation = byName.get(operationName ?? '');
    if (!operation) {
      operation = { sightings: 0, compiled: null };
      // Apollo runs only operations the document defines (or its only one, unnamed): a few entries per document
      byName.set(operationName ?? '', operation);
    }
    operation.sightings += 1;
    if (operation.sightings === 2) operation.compiled = compile(document, operationName);
    return operation.compiled ? operation.compiled.run(context, variables) : plain(document, operationName, context, variables);
  };

  const gateway: GatewayInterface = {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };

  const operations: CompiledOperations = {
    lookup: (source, operationName) => cache.get(source)?.get(operationName ?? '')?.compiled ?? undefined,
    get size() {
      return cache.size;
    },
  };
  return { gateway, operations };
}
