import type { GatewayContext } from '../context';
import type { ViewerParent } from './session';

export const requestsResolvers = {
  Viewer: {
    hasRequests: async (parent: ViewerParent, _: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call(parent.kind === 'COMPANY' ? '/company_user/request/list' : '/request/list', {});
      return answer.status === 'ok' && (answer.data?.length ?? 0) > 0;
    },
  },
};
