import { GraphQLError } from 'graphql';
import type { Resolvers } from '../generated/resolvers';
import { mapDemoGoogleAccount, mapDemoMail } from '../mappers/sandbox';

/** A backend that is not a demo one has no such path (404): the demo's conveniences then show nothing. */
function emptyUnlessDemo(error: unknown): [] {
  if (error instanceof GraphQLError && error.extensions.status === 404) return [];
  throw error;
}

export const sandboxResolvers: Resolvers = {
  Query: {
    demoMailbox: (_, __, { backend }) =>
      backend.callPublic('/sandbox/outbox', {}).then((answer) => answer.data.map(mapDemoMail), emptyUnlessDemo),

    demoGoogleAccounts: (_, __, { backend }) =>
      backend.callPublic('/sandbox/google_accounts', {}).then((answer) => answer.data.map(mapDemoGoogleAccount), emptyUnlessDemo),
  },
};
