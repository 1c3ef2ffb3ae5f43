/** The `notifications` rows of rest-calls.tsv, the bell, its notification lists and their read marks. */
import { post } from './call';
import type { NoPayload, StatusAnswer } from './envelope';

export interface BackendNotification {
  id: number;
  /** '0' means unread */
  status: '0' | '1';
  business_line_id: number;
  description: string;
  /** DD.MM.YYYY - hh:mm */
  created_at: string;
  /** JSON text: { type: 'internal', ... } or { type: 'external', url, form } */
  data: string;
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
