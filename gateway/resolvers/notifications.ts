import type { GatewayContext } from '../context';
import { requireSession } from '../context';
import { mapNotification } from '../mappers/notifications';
import type { ViewerParent } from './session';

async function list({ backend, kind }: GatewayContext) {
  const answer = await backend.call(kind === 'COMPANY' ? '/company_user/notification/list' : '/housing/notification/list', {});
  return answer.status === 'ok' ? (answer.data ?? []).map(mapNotification) : [];
}

export const notificationsResolvers = {
  Viewer: {
    notifications: (_: ViewerParent, __: unknown, context: GatewayContext) => list(context),
    unreadNotifications: async (_: ViewerParent, __: unknown, context: GatewayContext) =>
      (await list(context)).filter((n) => !n.read).length,
  },
  Mutation: {
    markNotificationsRead: async (_: unknown, __: unknown, context: GatewayContext) => {
      requireSession(context);
      const path = context.kind === 'COMPANY' ? '/company_user/notification/check' : '/housing/notification/check';
      const answer = await context.backend.call(path, {});
      return { ok: answer.status !== 'error', message: answer.message ?? null, fieldErrors: [] };
    },
  },
};
