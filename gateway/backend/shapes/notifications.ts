/** The shapes of the bell's answers (gateway/backend/contract/notifications.ts). */
import type { BackendNotification, NotificationListAnswer } from '../contract';
import { array, date, describeValue, id, literal, nullable, object, oneOf, optional, pattern, text, yesNo, type Shape } from '../shape';

const jsonObject: Shape<Record<string, unknown>> = {
  expects: 'objeto JSON',
  check: (value, at, out) => {
    if (value === null || typeof value !== 'object' || Array.isArray(value))
      out.push({ at, expected: 'objeto JSON', got: describeValue(value) });
  },
};

export const notificationShape = object<BackendNotification>()({
  id,
  status: yesNo,
  business_line_id: nullable(id),
  description: text,
  created_at: date,
  // "data is JSON" (spec 1 §3): JSON text, or the object itself
  data: oneOf(pattern('JSON como texto', /^\s*\{[\s\S]*\}\s*$/), jsonObject),
});

export const notificationListShape = object<NotificationListAnswer>()({
  status: literal('ok', 'empty'),
  data: optional(array(notificationShape)),
});
