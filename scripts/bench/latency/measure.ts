/**
 * One screen opened one way, measured: what the browser asked of /graphql and what the gateway asked of the backend
 * (at the proxy) from the navigation's start (or the click) until the bench saw the screen shown and quiet.
 *
 * - round trips: the longest chain of foreground GraphQL requests, each sent after the one before had its answer;
 * - backend depth: the longest chain of foreground REST calls at the proxy, each started after the one before had
 *   its answer, over the whole load: the backend latencies the screen waited for end to end;
 * - REST calls: the foreground calls, and the repeats among them (a call with the same method, path, body and token
 *   as one before it in the same load);
 * - wall: from the navigation's start (reload) or the click to the screen shown (page-probe.ts), over the latency.
 *
 * Background work (the bell's poll, the cylinder check, page views) is listed apart. The gateway does not tell the
 * backend which request a call serves, so the proxy's calls are attributed by time: a call is background when it
 * started while a background request was on its way and no foreground one was. When both were, it is background if
 * calls of that method and path have been seen made by background requests alone, and either never by foreground
 * ones alone or the latest request sent is a background one (the gateway makes a request's first calls as it
 * arrives: a page view's /me, sent while a screen's query is on its way). A call made while no request of the page
 * was on its way serves none of them (most likely the page views a page sends as it unloads): it is listed apart as
 * unattributed.
 */
import { longestChain } from './chains';
import type { RestCall } from './latency-proxy';
import type { ProbeRequest } from './page-probe';

export type Way = 'click' | 'reload';

export interface Measurement {
  persona: string;
  screen: string;
  way: Way;
  /** the address opened (reload) or the link's (click), and the one the screen ended on */
  url: string;
  landed: string;
  /** milliseconds from the start to the screen shown; null: not shown in the time allowed */
  wallMs: number | null;
  /** wallMs over the latency */
  wall: number | null;
  /** milliseconds from the start to the first foreground GraphQL request; null: none */
  firstRequestMs: number | null;
  roundTrips: number;
  graphqlRequests: number;
  backendDepth: number;
  restCalls: number;
  repeats: number;
  /** blocks that showed their read failure */
  errors: number;
  /** what kept the screen from looking shown, when it timed out */
  blocker?: string;
  /** the operations of the longest GraphQL chain, in order, and every foreground operation with its times (ms from the start) */
  chain: string[];
  operations: Array<{ name: string; start: number; answered: number | null }>;
  /** the foreground REST calls with their times (ms from the start) */
  calls: Array<{ call: string; start: number; answered: number }>;
  /** the REST calls of the longest backend chain ("POST /path"), and the repeated calls */
  backendChain: string[];
  repeated: string[];
  /** the background requests and REST calls in the window, and the calls no request of the page was on its way for */
  background: { graphql: string[]; rest: string[]; unattributed: string[] };
}

export interface Window {
  persona: string;
  screen: string;
  way: Way;
  url: string;
  landed: string;
  latencyMs: number;
  /** epoch ms: navigation start or the click */
  start: number;
  /** epoch ms from which requests and calls count: the start, or the hover before the click (a screen may fetch ahead on it) */
  countFrom: number;
  /** epoch ms: when the bench stopped watching (the screen shown plus the quiet period, or the timeout) */
  end: number;
  shownAt: number | null;
  errors: number;
  blocker: string;
}

const describe = (call: RestCall) => `${call.method} ${call.path.split('?')[0]}`;
const identity = (call: RestCall) => `${call.method} ${call.path} ${call.body} ${call.token}`;
const within = (time: number, request: ProbeRequest) => time >= request.start && (request.end === null || time <= request.end);

/** The method and path of the REST calls seen made by background requests alone, and by foreground ones alone; grow as the bench runs. */
export interface SeenCalls {
  background: Set<string>;
  foreground: Set<string>;
}

export const seenCalls = (): SeenCalls => ({ background: new Set(), foreground: new Set() });

export function measure(window: Window, allRequests: readonly ProbeRequest[], allCalls: readonly RestCall[], seen: SeenCalls): Measurement {
  const inWindow = <T extends { start: number }>(items: readonly T[]) =>
    items.filter((i) => i.start >= window.countFrom && i.start <= window.end);
  const requests = inWindow(allRequests);
  const foreground = requests.filter((r) => !r.background && r.kind === 'graphql');
  const backgroundRequests = requests.filter((r) => r.background);
  // a background request sent before the window may still be answering in it
  const backgroundAround = allRequests.filter(
    (r) => r.background && r.start <= window.end && (r.end === null || r.end >= window.countFrom),
  );
  const calls = inWindow(allCalls);
  const fore: RestCall[] = [];
  const back: RestCall[] = [];
  const other: RestCall[] = [];
  for (const call of calls) {
    const around = [...backgroundAround, ...foreground].filter((r) => within(call.start, r));
    const byBackground = around.some((r) => r.background);
    const byForeground = around.some((r) => !r.background);
    const kind = describe(call);
    if (byBackground && !byForeground) seen.background.add(kind);
    if (byForeground && !byBackground) seen.foreground.add(kind);
    // both on their way: a call only background requests make, or one they make too and the latest request sent is one
    const latest = around.reduce<ProbeRequest | null>((last, r) => (last === null || r.start > last.start ? r : last), null);
    const background =
      byBackground && (!byForeground || (seen.background.has(kind) && (!seen.foreground.has(kind) || latest?.background === true)));
    if (background) back.push(call);
    else if (byForeground) fore.push(call);
    else other.push(call);
  }
  const made = new Set<string>();
  const repeated: string[] = [];
  for (const call of [...fore].sort((a, b) => a.start - b.start)) {
    if (made.has(identity(call))) repeated.push(describe(call));
    made.add(identity(call));
  }
  const chain = longestChain(foreground);
  const backendChain = longestChain(fore);
  const wallMs = window.shownAt === null ? null : Math.max(0, window.shownAt - window.start);
  const since = (time: number | null) => (time === null ? null : Math.round(time - window.start));
  return {
    persona: window.persona,
    screen: window.screen,
    way: window.way,
    url: window.url,
    landed: window.landed,
    wallMs: wallMs === null ? null : Math.round(wallMs),
    wall: wallMs === null ? null : wallMs / window.latencyMs,
    firstRequestMs: foreground.length ? Math.min(...foreground.map((r) => since(r.start)!)) : null,
    roundTrips: chain.length,
    graphqlRequests: foreground.length,
    backendDepth: backendChain.length,
    restCalls: fore.length,
    repeats: repeated.length,
    errors: window.errors,
    ...(window.shownAt === null ? { blocker: window.blocker } : {}),
    chain: chain.map((r) => r.operation || '(unnamed)'),
    operations: foreground.map((r) => ({ name: r.operation || '(unnamed)', start: since(r.start)!, answered: since(r.answered) })),
    calls: [...fore]
      .sort((a, b) => a.start - b.start)
      .map((c) => ({ call: describe(c), start: since(c.start)!, answered: since(c.answered)! })),
    backendChain: backendChain.map(describe),
    repeated,
    background: {
      graphql: backgroundRequests.map((r) => r.operation || r.kind),
      rest: back.map(describe),
      unattributed: other.map(describe),
    },
  };
}
