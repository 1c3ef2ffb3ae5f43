import type { AccountKind } from '../../schema/generated/types';
import { PAGE_VIEW_LIMITS, pageViewPath } from '../../machines/rules/page-views';

/** A page view as the gateway keeps and forwards it: who saw which screen when, nothing else the client sent. */
export interface PageView {
  /** when the screen was shown (ISO 8601) */
  at: string;
  kind: AccountKind;
  /** the path with the kept query parameters (machines/rules/page-views.ts) */
  path: string;
  title: string;
}

/** A view's time may be this old (a tab that sends its batch late) or this far ahead (a clock a little fast). */
const OLDEST_MS = 24 * 3600_000;
const AHEAD_MS = 5 * 60_000;

// control characters (a newline, DEL…) have no place in a path or a title
const CONTROL = /\p{Cc}/u;

const shortText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max && !CONTROL.test(value);

/** One view as the client sent it ({ path, title, at: epoch ms }), checked field by field; null drops it. */
export function readView(value: unknown, kind: AccountKind, now: number): PageView | null {
  if (typeof value !== 'object' || value === null) return null;
  const { path, title, at } = value as Record<string, unknown>;
  if (!shortText(path, PAGE_VIEW_LIMITS.path) || !path.startsWith('/') || !shortText(title, PAGE_VIEW_LIMITS.title)) return null;
  if (typeof at !== 'number' || !Number.isInteger(at) || at < now - OLDEST_MS || at > now + AHEAD_MS) return null;
  const query = path.indexOf('?');
  // the gateway keeps the same parameters the client does: a client that sends more has them dropped here
  const kept = query < 0 ? path : pageViewPath(path.slice(0, query), path.slice(query));
  return { at: new Date(at).toISOString(), kind, path: kept, title: title.trim() };
}

/** The views of a request's body ({ views: [...] }), or null when the body is not such a list (the request is refused). */
export function viewsOf(body: unknown): unknown[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { views } = body as Record<string, unknown>;
  return Array.isArray(views) && views.length > 0 && views.length <= PAGE_VIEW_LIMITS.batch ? views : null;
}
