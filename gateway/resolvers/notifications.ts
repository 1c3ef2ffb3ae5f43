import { familyPath } from '../backend/call-family';
import { requireSession, type GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers';
import { mapNotificationList } from '../mappers/notifications';
import { donePayload } from '../mappers/payload';
import { viewerOf } from './session';

async function list({ backend, kind }: GatewayContext) {
  const path = familyPath(kind, '/housing/notification/list');
  return mapNotificationList(await backend.call(path, {}), path);
}

export const notificationsResolvers: Resolvers = {
  Viewer: {
    notifications: (_, __, context) => list(context),
    unreadNotifications: async (_, __, context) => (await list(context)).filter((n) => !n.read).length,
  },
  NotificationCheckPayload: {
    // resolved after the check: the count includes the notifications it has just made
    viewer: (_, __, context) => viewerOf(context),
  },
  Mutation: {
    markNotificationsRead: async (_, __, context) => {
      requireSession(context);
      return donePayload(await context.backend.call(familyPath(context.kind, '/housing/notification/check'), {}));
    },
  },
};
