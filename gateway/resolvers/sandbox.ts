import { GraphQLError } from 'graphql';
import type { GatewayConfig } from '../config';
import type { Resolvers } from '../generated/resolvers';
import { mapDemoGoogleAccount, mapDemoMail } from '../mappers/sandbox';

/** A demo backend without such a path (404): the demo's conveniences then show nothing. */
function emptyUnlessDemo(error: unknown): [] {
  if (error instanceof GraphQLError && error.extensions.status === 404) return [];
  throw error;
}

/** The demo's conveniences exist only with demo data: a real backend (or any behind DATA_SOURCE=rest) is never asked. */
const isDemo = (config: GatewayConfig) => config.dataSource === 'fixtures';

export const sandboxResolvers: Resolvers = {
  Query: {
    demoMailbox: async (_, __, { backend, config }) =>
      isDemo(config) ? backend.callPublic('/sandbox/outbox', {}).then((answer) => answer.data.map(mapDemoMail), emptyUnlessDemo) : [],

    demoGoogleAccounts: async (_, __, { backend, config }) =>
      isDemo(config)
        ? backend.callPublic('/sandbox/google_accounts', {}).then((answer) => answer.data.map(mapDemoGoogleAccount), emptyUnlessDemo)
        : [],
  },
};
