/** The `notifications` rows of rest-calls.tsv, the bell, its notification lists and their read marks. */
import { post } from './call';
import type { BackendId, BackendYesNo, NoPayload, StatusAnswer } from './envelope';

/**
 * Notification (spec 1 §3): id, status ('0' means unread), business_line_id, description, created_at, data. The spec
 * gives no form for them but status: ids are text or whole numbers, status any yes/no ('0', 0 or false is unread),
 * created_at any date form, data JSON: as text, or as the object itself.
 */
export interface BackendNotification {
  id: BackendId;
  /** '0' means unread */
  status: BackendYesNo;
  business_line_id: BackendId | null;
  description: string;
  created_at: string;
  /** JSON, as text or as the object: { type: 'internal', path } or { type: 'external', url, form } */
  data: string | Record<string, unknown>;
}

export interface NotificationListAnswer {
  status: 'ok' | 'empty';
  data?: BackendNotification[];
}

export const notificationsCalls = {
  /** status empty or data (spec 1 §7) */
  '/housing/notification/list': post<NoPayload, NotificationListAnswer>(),
  /** status empty or data (spec 1 §7, 3 §7) */
  '/company_user/notification/list': post<NoPayload, NotificationListAnswer>(),
  /** mark read (spec 1 §7) */
  '/housing/notification/check': post<NoPayload, StatusAnswer>(),
  /** mark read (spec 1 §7) */
  '/company_user/notification/check': post<NoPayload, StatusAnswer>(),
  /** (1 at menu load, then 0 every 60 s) (spec 2 §7) */
  '/cylinder/generate_status_change_notifications': post<{ first_time: number }, StatusAnswer>(),
} as const;
