import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';

/**
 * The demo mailbox shows a mail only to the browser that caused it (README, Decisions). The gateway tells browsers
 * apart by a random id in an httpOnly cookie it sets on a browser's first call to /graphql, and hands that id to
 * the in-process fixture backend with every call; the backend marks each mail with it and answers the mailbox of
 * that id alone. The id grants nothing but that: it is not a session, and outside the demo it is never set.
 */
export const DEMO_BROWSER_COOKIE = 'sv_demo_browser';
const ID = /^[A-Za-z0-9_-]{24}$/;
const MAX_AGE_SECONDS = 30 * 24 * 3600;

/** The browser's demo id from the request's Cookie header; null without a well-formed one. */
export function browserIdOf(headers: IncomingHttpHeaders): string | null {
  for (const pair of (headers.cookie ?? '').split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === DEMO_BROWSER_COOKIE && ID.test(value)) return value;
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
