import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { applyBlockBudgets } from './block-budget';
import { guardTextLengths } from './length-guard';
import { resolvers } from './resolvers';

const schemaDir = fileURLToPath(new URL('../schema/', import.meta.url));

/** Every schema/*.graphql file, one per domain. */
export function readTypeDefs(): string[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(schemaDir + name, 'utf8'));
}

export function buildSchema() {
  return applyBlockBudgets(guardTextLengths(makeExecutableSchema({ typeDefs: readTypeDefs(), resolvers })));
}
