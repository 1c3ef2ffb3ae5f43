import type { BackendNotification } from '../backend/contract';
import type { Notification } from '../../schema/generated/types';
import { lineOf } from './lines';
import { parseBackendDate } from './quirks';

function readData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function mapNotification(notification: BackendNotification): Notification {
  const data = readData(notification.data);
  const external = data.type === 'external';
  const form = data.form && typeof data.form === 'object' ? (data.form as Record<string, unknown>) : {};
  return {
    id: String(notification.id),
    read: notification.status !== '0',
    line: lineOf(notification.business_line_id),
    description: notification.description,
    createdAt: parseBackendDate(notification.created_at) ?? notification.created_at,
    target: external ? 'EXTERNAL' : 'INTERNAL',
    path: !external && typeof data.path === 'string' ? data.path : null,
    url: external && typeof data.url === 'string' ? data.url : null,
    form: external ? Object.entries(form).map(([name, value]) => ({ name, value: String(value) })) : [],
  };
}
