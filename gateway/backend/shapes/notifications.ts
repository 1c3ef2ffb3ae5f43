/** The shapes of the bell's answers (gateway/backend/contract/notifications.ts). */
import type { BackendNotification, NotificationListAnswer } from '../contract';
import { array, dottedDateTime, flag01, literal, number, object, optional, string } from '../shape';

export const notificationShape = object<BackendNotification>()({
  id: number,
  status: flag01,
  business_line_id: number,
  description: string,
  created_at: dottedDateTime,
  data: string,
});

export const notificationListShape = object<NotificationListAnswer>()({
  status: literal('ok', 'empty'),
  data: optional(array(notificationShape)),
});
