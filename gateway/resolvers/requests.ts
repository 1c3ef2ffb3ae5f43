import type { Resolvers } from '../generated/resolvers';

export const requestsResolvers: Resolvers = {
  Viewer: {
    hasRequests: async (parent, _, { backend }) => {
      const answer = await backend.call(parent.kind === 'COMPANY' ? '/company_user/request/list' : '/request/list', {});
      return answer.status === 'ok' && (answer.data?.length ?? 0) > 0;
    },
  },
};
