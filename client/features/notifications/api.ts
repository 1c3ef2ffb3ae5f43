import { gql, type TypedDocumentNode } from '@apollo/client';

export interface NotificationItem {
  id: string;
  read: boolean;
  line: string | null;
  description: string;
  createdAt: string;
  target: 'INTERNAL' | 'EXTERNAL';
  path: string | null;
  url: string | null;
  form: Array<{ name: string; value: string }>;
}

export const NOTIFICATIONS: TypedDocumentNode<{ viewer: { notifications: NotificationItem[]; unreadNotifications: number } | null }> = gql`
  query Notifications {
    viewer {
      unreadNotifications
      notifications { id read line description createdAt target path url form { name value } }
    }
  }
`;

export const MARK_NOTIFICATIONS_READ: TypedDocumentNode<{ markNotificationsRead: { ok: boolean } }> = gql`
  mutation MarkNotificationsRead { markNotificationsRead { ok } }
`;

export const CHECK_CYLINDER_NOTIFICATIONS: TypedDocumentNode<{ checkCylinderNotifications: { ok: boolean } }, { firstTime: boolean }> = gql`
  mutation CheckCylinderNotifications($firstTime: Boolean!) { checkCylinderNotifications(firstTime: $firstTime) { ok } }
`;
