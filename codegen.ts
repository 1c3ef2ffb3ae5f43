import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types from schema/, never written by hand: `npm run codegen` writes them, `npm test` fails when they are stale.
 * - schema/generated/types.ts: the schema's types, for code on both sides (machines, rules);
 * - client/gql/: the client's operations, typed document nodes (client preset);
 * - gateway/generated/resolvers.ts: resolver signatures, with the parents the resolvers really pass.
 */
const scalars = { ID: 'string' };

const config: CodegenConfig = {
  overwrite: true,
  schema: 'schema/*.graphql',

  generates: {
    'schema/generated/types.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        skipTypename: true,
        scalars,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        avoidOptionals: { field: true, object: true, inputValue: false, defaultValue: false },
      },
    },
    'client/gql/': {
      documents: ['client/**/*.{ts,tsx}', '!client/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        scalars,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars,
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        contextType: '../context#GatewayContext',
        mapperTypeSuffix: 'Parent',
        mappers: {
          Viewer: '../resolvers/parents#Viewer',
          PersonServices: '../resolvers/parents#PersonServices',
          CompanyArea: '../resolvers/parents#CompanyArea',
          CompanyService: '../resolvers/parents#CompanyService',
          MeterAccount: '../resolvers/parents#MeterAccount',
          AutogasVehicle: '../resolvers/parents#AutogasVehicle',
          CylinderOrder: '../resolvers/parents#CylinderOrder',
        },
      },
    },
  },
};

export default config;
