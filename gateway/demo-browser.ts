import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * The demo mailbox shows a mail only to the browser that caused it (docs/decisions.md). The gateway tells browsers
 * apart by a random id in an httpOnly cookie it sets on a browser's first call to /graphql, and hands that id to
 * the in-process fixture backend with every call; the backend marks each mail with it and answers the mailbox of
 * that id alone. The id grants nothing but that: it is not a session, and outside the demo it is never set.
 */
export const DEMO_BROWSER_COOKIE = 'sv_demo_browser';
const ID = /^[A-Za-z0-9_-]{24}$/;
const MAX_AGE_SECONDS = 30 * 24 * 3600;

const PAIR_START = `${DEMO_BROWSER_COOKIE}=`;

/** Whether `at` starts a cookie pair: the header's start, or after a `;` and spaces. */
function startsPair(cookie: string, at: number): boolean {
  let before = at - 1;
  while (before >= 0 && (cookie[before] === ' ' || cookie[before] === '\t')) before -= 1;
  return before < 0 || cookie[before] === ';';
}

/** The browser's demo id from the request's Cookie header; null without a well-formed one. Read on every request: a scan, no splitting. */
export function browserIdOf(headers: IncomingHttpHeaders): string | null {
  const cookie = headers.cookie;
  if (!cookie) return null;
  for (let at = cookie.indexOf(PAIR_START); at >= 0; at = cookie.indexOf(PAIR_START, at + 1)) {
    if (!startsPair(cookie, at)) continue;
    const end = cookie.indexOf(';', at);
    const value = cookie.slice(at + PAIR_START.length, end < 0 ? cookie.length : end).trim();
    if (ID.test(value)) return value;
  }
  return null;
}

/** Gives a browser without the cookie its id, on the answer and on this request's headers (its context reads them). */
export function giveDemoBrowserId(req: IncomingMessage, res: ServerResponse): void {
  if (browserIdOf(req.headers)) return;
  const id = randomBytes(18).toString('base64url');
  res.setHeader('Set-Cookie', `${DEMO_BROWSER_COOKIE}=${id}; Path=/graphql; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict`);
  req.headers.cookie = [req.headers.cookie, `${DEMO_BROWSER_COOKIE}=${id}`].filter(Boolean).join('; ');
}
