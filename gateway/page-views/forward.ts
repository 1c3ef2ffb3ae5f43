import type { PageView } from './views';

/** A forward that takes longer is abandoned: the receiver is an analytics sink, not something a screen waits for. */
export const FORWARD_TIMEOUT_MS = 2_000;
/** at most one log line a minute about a receiver that fails, however many batches it refuses */
const LOG_EVERY_MS = 60_000;

export type Forward = (views: readonly PageView[]) => void;

/**
 * Sends each accepted batch to PAGE_VIEW_URL as `{ views: [{ at, kind, path, title }] }` (no e-mail, no token: the
 * receiver learns which screens were seen, not by whom). Fire and forget: nothing waits for it, and a receiver that
 * is slow, down or refusing costs one log line a minute, never a request.
 */
export function createForward(url: string, timeoutMs = FORWARD_TIMEOUT_MS): Forward {
  let loggedAt = -Infinity;
  const failed = (why: string) => {
    if (Date.now() - loggedAt < LOG_EVERY_MS) return;
    loggedAt = Date.now();
    console.warn(`[page-views] PAGE_VIEW_URL did not take a batch: ${why}`);
  };
  return (views) => {
    void fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ views }),
      signal: AbortSignal.timeout(timeoutMs),
    })
      .then((response) => {
        if (!response.ok) failed(`status ${response.status}`);
        return response.body?.cancel();
      })
      .catch((error: unknown) => failed(error instanceof Error ? error.name : String(error)));
  };
}
