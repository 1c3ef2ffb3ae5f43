/**
 * What the bench puts in every page before the app's own scripts (Playwright's init script): it wraps `fetch` to log
 * each `/graphql` request (its operation, whether it is a background poll, when it started and when its answer's
 * body had arrived), and it tells when the screen is shown. The page views' posts are watched from outside
 * (`watchPageViews`): a page sends its last ones as it unloads, where its own log is gone.
 *
 * "Shown": the app has routed (the tab's title is one the app sets, "<screen> · Sucursal Virtual", and after a click
 * the address is no longer the one clicked from), no GraphQL request but the background polls is on its way, and no
 * loading indicator is visible (`.loading`, the spinner `<Loading>` draws, any `.spinner`, any `[aria-busy="true"]`),
 * all of it holding for a quiet period. The screen was shown when that last began: the quiet period is how long
 * the bench waits to be sure, not part of the time.
 */
import type { Page, Request } from 'playwright-core';

export interface ProbeRequest {
  kind: 'graphql' | 'page-views';
  /** the GraphQL operation's name ('' when the request named none) */
  operation: string;
  /** a background poll (the bell's count, the cylinder check) or a page-view post: listed apart, never counted */
  background: boolean;
  /** epoch milliseconds, `performance.timeOrigin + performance.now()` */
  start: number;
  /** when the answer's headers had arrived (the app can act on it from then); null while on its way */
  answered: number | null;
  /** when the answer's body had arrived; null while on its way */
  end: number | null;
  status: number | null;
}

interface ProbeState {
  requests: ProbeRequest[];
  /** foreground GraphQL requests on their way */
  inflight: number;
  /** when armed for a click: the address clicked from, and when the click came */
  armedFrom: string | null;
  clickAt: number | null;
  /** since when the screen has looked shown; null while it does not */
  readySince: number | null;
  blocker: string;
}

export interface Shown {
  /** when the screen was shown (epoch ms), null if it was not within the time allowed */
  shownAt: number | null;
  /** what kept it from looking shown, when it timed out */
  blocker: string;
  /** blocks that failed to read: `.load-error[role="alert"]` on screen */
  errors: number;
  /** the address it ended on */
  location: string;
}

declare global {
  interface Window {
    __latencyBench?: ProbeState;
  }
}

/** Runs in the page, serialised: it may use nothing from this module's scope. */
function install(backgroundOperations: string[]) {
  const wall = () => performance.timeOrigin + performance.now();
  const background = new Set(backgroundOperations);
  const state: ProbeState = { requests: [], inflight: 0, armedFrom: null, clickAt: null, readySince: null, blocker: 'starting' };
  window.__latencyBench = state;

  const operationOf = (body: unknown): string => {
    if (typeof body !== 'string') return '';
    try {
      const parsed = JSON.parse(body) as { operationName?: unknown; query?: unknown };
      if (typeof parsed.operationName === 'string') return parsed.operationName;
      const named = typeof parsed.query === 'string' ? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(parsed.query) : null;
      return named?.[1] ?? '';
    } catch {
      return '';
    }
  };

  const original = window.fetch.bind(window);
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, location.href);
    if (url.pathname !== '/graphql' || url.origin !== location.origin) return original(input, init);
    const operation = operationOf(init?.body);
    const entry: ProbeRequest = {
      kind: 'graphql',
      operation,
      background: background.has(operation),
      start: wall(),
      answered: null,
      end: null,
      status: null,
    };
    state.requests.push(entry);
    const counted = !entry.background;
    if (counted) state.inflight += 1;
    const done = () => {
      if (entry.end !== null) return;
      entry.end = wall();
      if (counted) state.inflight -= 1;
    };
    try {
      const response = await original(input, init);
      entry.answered = wall();
      entry.status = response.status;
      // the answer has arrived when its body has: read a copy, the app reads the original
      void response.clone().arrayBuffer().then(done, done);
      return response;
    } catch (error) {
      entry.answered ??= wall();
      done();
      throw error;
    }
  };

  document.addEventListener(
    'click',
    () => {
      if (state.armedFrom !== null && state.clickAt === null) state.clickAt = wall();
    },
    true,
  );

  const INDICATORS = '.loading, .spinner, [aria-busy="true"]';
  const blocker = (): string => {
    if (!document.title.endsWith(' · Sucursal Virtual')) return 'the app has not routed (no screen title)';
    if (state.armedFrom !== null && (state.clickAt === null || location.pathname + location.search === state.armedFrom))
      return 'still on the screen clicked from';
    if (state.inflight > 0) return `GraphQL on its way (${state.inflight})`;
    for (const element of document.querySelectorAll(INDICATORS)) {
      if (element.checkVisibility()) return `loading indicator ${element.outerHTML.slice(0, 120)}`;
    }
    return '';
  };
  setInterval(() => {
    state.blocker = blocker();
    if (state.blocker) state.readySince = null;
    else state.readySince ??= wall();
  }, 5);
}

export const BACKGROUND_OPERATIONS = ['UnreadNotifications', 'CheckCylinderNotifications'];

export async function installProbe(page: Page): Promise<void> {
  // tsx compiles this module keeping functions' names with a `__name` helper that the page lacks
  await page.context().addInitScript('globalThis.__name = (fn) => fn;');
  await page.context().addInitScript(install, BACKGROUND_OPERATIONS);
}

/** Arms the probe for a click: the screen counts as shown only once the address has left `from` after the click. */
export async function armForClick(page: Page): Promise<void> {
  await page.evaluate(() => {
    const state = window.__latencyBench!;
    state.armedFrom = location.pathname + location.search;
    state.clickAt = null;
    state.readySince = null;
  });
}

export async function disarm(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__latencyBench!.armedFrom = null;
  });
}

/** Waits until the screen has looked shown for `quietMs`, or `timeoutMs` have passed. */
export function waitShown(page: Page, quietMs: number, timeoutMs: number): Promise<Shown> {
  return page.evaluate(
    ({ quietMs, timeoutMs }) =>
      new Promise<Shown>((resolve) => {
        const wall = () => performance.timeOrigin + performance.now();
        const state = window.__latencyBench!;
        const began = wall();
        const check = () => {
          const now = wall();
          const since = state.readySince;
          const timedOut = now - began > timeoutMs;
          const quiet = since !== null && now - since >= quietMs;
          if (quiet || timedOut) {
            resolve({
              shownAt: quiet ? since : null,
              blocker: state.blocker,
              errors: [...document.querySelectorAll('.load-error[role="alert"]')].filter((e) => e.checkVisibility()).length,
              location: location.pathname + location.search,
            });
          } else setTimeout(check, 10);
        };
        check();
      }),
    { quietMs, timeoutMs },
  );
}

/** What the page has logged: every request of this document so far (by their order), and the armed click's time. */
export async function readLog(page: Page): Promise<{ timeOrigin: number; requests: ProbeRequest[]; clickAt: number | null }> {
  return page.evaluate(() => {
    const state = window.__latencyBench!;
    return { timeOrigin: performance.timeOrigin, requests: state.requests, clickAt: state.clickAt };
  });
}

/**
 * The page views' posts (`/page-views`, background), timed by the browser: also those a page sends as it unloads.
 * Returns what has been seen so far.
 */
export function watchPageViews(page: Page): () => ProbeRequest[] {
  const posts = new Map<Request, ProbeRequest>();
  const wall = () => performance.timeOrigin + performance.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/page-views') return;
    posts.set(request, { kind: 'page-views', operation: '', background: true, start: wall(), answered: null, end: null, status: null });
  });
  const done = (request: Request) => {
    const post = posts.get(request);
    if (!post) return;
    // the browser's own times: the event reaches this process a moment after the request left
    const timing = request.timing();
    if (timing.startTime > 0) post.start = timing.startTime;
    post.end = wall();
    post.answered = timing.responseStart >= 0 ? timing.startTime + timing.responseStart : post.end;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => [...posts.values()];
}
