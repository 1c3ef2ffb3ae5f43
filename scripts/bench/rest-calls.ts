/**
 * How many REST calls each query of the client makes, as a person (cliente@demo.cl) and as a company user
 * (funcionario@empresa.demo.cl): every query operation in client/gql is sent to a gateway with GATEWAY_TRACE_CALLS
 * over a fresh in-memory demo world. Queries with required variables need a sample below.
 */
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import * as operations from '../../client/gql/graphql';
import { createFixtureBackend } from '../../fixtures/backend';
import { createInprocessTransport } from '../../gateway/backend/inprocess';
import { readConfig } from '../../gateway/config';
import { startGateway } from '../../gateway/server';

const SAMPLE_VARIABLES: Record<string, Record<string, unknown>> = {
  LinkSuggestions: { line: 'METER' },
};

const PASSWORD = 'Gas.Demo.2026';

export interface QueryCalls {
  name: string;
  /** null: the query failed for this account (not its screen) or has no sample variables */
  person: number | null;
  company: number | null;
  note?: string;
}

function queries(): Array<{ name: string; document: DocumentNode; required: boolean }> {
  return Object.values(operations).flatMap((value) => {
    if (!value || typeof value !== 'object' || (value as DocumentNode).kind !== Kind.DOCUMENT) return [];
    const document = value as DocumentNode;
    const operation = document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
    if (operation?.operation !== 'query' || !operation.name) return [];
    const required = (operation.variableDefinitions ?? []).some((v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue);
    return [{ name: operation.name.value, document, required }];
  });
}

export async function restCallsPerQuery(): Promise<QueryCalls[]> {
  const transport = createInprocessTransport(createFixtureBackend({ file: null }));
  const gateway = await startGateway({ config: readConfig({ GATEWAY_TRACE_CALLS: '1' }), transport, staticDir: null }, 0);
  const post = async (body: object, headers: Record<string, string> = {}) => {
    const response = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await response.json()) as {
      data?: Record<string, { session?: { token: string } }>;
      errors?: unknown[];
      extensions?: { restCalls?: number };
    };
  };
  const signIn = async (field: 'login' | 'companyLogin', email: string) => {
    const answer = await post({
      query: `mutation($e: String!, $p: String!) { ${field}(email: $e, password: $p) { session { token } } }`,
      variables: { e: email, p: PASSWORD },
    });
    const token = answer.data?.[field]?.session?.token;
    if (!token) throw new Error(`${email} could not sign in for the bench`);
    return token;
  };
  try {
    const person = { authorization: `Bearer ${await signIn('login', 'cliente@demo.cl')}`, 'x-account-kind': 'PERSON' };
    const company = { authorization: `Bearer ${await signIn('companyLogin', 'funcionario@empresa.demo.cl')}`, 'x-account-kind': 'COMPANY' };
    const counted = async (query: string, variables: object, headers: Record<string, string>) => {
      const answer = await post({ query, variables }, headers);
      return answer.errors ? null : (answer.extensions?.restCalls ?? null);
    };
    const rows: QueryCalls[] = [];
    for (const { name, document, required } of queries().sort((a, b) => a.name.localeCompare(b.name))) {
      const variables = SAMPLE_VARIABLES[name];
      if (required && !variables) {
        rows.push({ name, person: null, company: null, note: 'sent on a user action; no sample variables in scripts/bench/rest-calls.ts' });
        continue;
      }
      const query = print(document);
      rows.push({ name, person: await counted(query, variables ?? {}, person), company: await counted(query, variables ?? {}, company) });
    }
    return rows;
  } finally {
    await gateway.close();
  }
}
