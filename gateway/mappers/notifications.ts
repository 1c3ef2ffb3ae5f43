import { toGraphQLError } from '../backend/client';
import type { BackendNotification } from '../backend/contract';
import { BackendError } from '../backend/errors';
import { idForm, readDate, readFlag, textForm } from '../backend/forms';
import type { Notification } from '../../schema/generated/types';
import { lineOf } from './lines';

type Loose<T> = Partial<Record<keyof T, unknown>>;

const isRecord = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Text the backend wrote (or a number for it), trimmed; empty or unreadable is null. */
const textOf = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/** data: JSON text, or the object itself; anything else is no data (an internal notification that opens nothing). */
function readData(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value !== 'string') return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/**
 * A notification (spec 1 §3), each field read alone: status '0' (or 0, false) is unread, one that does not say is read
 * (it does not count in the bell); a missing id, description or date is null (the bell shows a dash).
 */
export function mapNotification(notification: BackendNotification | Loose<BackendNotification>): Notification {
  const n: Loose<BackendNotification> = isRecord(notification) ? notification : {};
  const data = readData(n.data);
  const external = data.type === 'external';
  const form = isRecord(data.form) ? data.form : {};
  return {
    id: idForm.read(n.id),
    read: readFlag(n.status) ?? true,
    line: lineOf(idForm.read(n.business_line_id)),
    description: textOf(n.description),
    createdAt: readDate(n.created_at),
    target: external ? 'EXTERNAL' : 'INTERNAL',
    path: !external && typeof data.path === 'string' ? data.path : null,
    url: external && typeof data.url === 'string' ? data.url : null,
    form: external
      ? Object.entries(form).flatMap(([name, value]) => (textForm.read(value) === null ? [] : [{ name, value: textForm.read(value)! }]))
      : [],
  };
}

/** The list: none without data; a data that is not a list is another shape, and fails the bell's block alone. */
export function mapNotificationList(answer: { status?: string; data?: unknown }, path = '/housing/notification/list'): Notification[] {
  if (answer.status === 'empty' || answer.data === undefined || answer.data === null) return [];
  if (!Array.isArray(answer.data)) throw toGraphQLError(new BackendError('MALFORMED', path, 200, 'Respuesta inválida del servicio'));
  return answer.data.map((n: unknown) => mapNotification(isRecord(n) ? n : {}));
}
