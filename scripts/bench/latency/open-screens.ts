/**
 * Opens each persona's screens in one signed-in page: for each screen, a click on its link from the screen before it
 * (going there first when the page is elsewhere), then a reload of the address the click went to.
 */
import type { Browser, Page } from 'playwright-core';
import { newPage, signInCompany, signInPerson } from '../../../tests/support/browser';
import { wallClock, type LatencyProxy } from './latency-proxy';
import { measure, seenCalls, type Measurement, type Way } from './measure';
import { armForClick, disarm, installProbe, readLog, waitShown, watchPageViews, type ProbeRequest } from './page-probe';
import { linksTo, STEPS, type Persona, type ScreenStep } from './screens';

export interface OpenOptions {
  latencyMs: number;
  /** how long a screen must look shown before the bench believes it (page-probe.ts) */
  quietMs: number;
  /** how long the bench waits for a screen */
  timeoutMs: number;
  /** how long the pointer rests on a link before the click (0: at once, as a tap; the app may fetch a screen's code on hover) */
  hoverMs: number;
}

export interface Skipped {
  persona: string;
  screen: string;
  way: Way;
  reason: string;
}

const HOME = '/mis-servicios';

/** Every request the persona's pages logged, kept across reloads (each document logs its own, by order), and the page views. */
function requestLog(page: Page) {
  const byKey = new Map<string, ProbeRequest>();
  const pageViews = watchPageViews(page);
  let clickAt: number | null = null;
  let timeOrigin = 0;
  return {
    async collect() {
      const log = await readLog(page);
      log.requests.forEach((request, i) => byKey.set(`${log.timeOrigin}#${i}`, request));
      clickAt = log.clickAt;
      timeOrigin = log.timeOrigin;
    },
    all: () => [...byKey.values(), ...pageViews()],
    clickAt: () => clickAt,
    timeOrigin: () => timeOrigin,
  };
}

/** The first visible link under `within` to the step's screen: its index among `within a[href]` and its address. */
async function findLink(page: Page, step: ScreenStep): Promise<{ index: number; href: string } | null> {
  const selector = `${step.within ?? 'body'} a[href]`;
  const links = await page.$$eval(selector, (anchors) =>
    anchors.map((a) => ({ href: a.getAttribute('href') ?? '', visible: a.checkVisibility() })),
  );
  const index = links.findIndex((link) => link.visible && linksTo(step, new URL(link.href, 'http://app').pathname));
  return index === -1 ? null : { index, href: links[index]!.href };
}

/**
 * A new token for the page's session before a reload, as the app's own refresh gets one: the gateway keeps a session's
 * reads a few seconds (gateway/backend/session-reads.ts), so a reload just after the click would be answered from
 * what the click read, and measure nothing of the backend. A reload by a new token is the page load of a person who
 * comes back later.
 */
async function renewToken(page: Page): Promise<void> {
  const renewed = await page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('session') ?? 'null') as { token: string; kind?: string } | null;
    if (!session) return false;
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}`, 'x-account-kind': session.kind ?? 'PERSON' },
      body: JSON.stringify({ query: 'mutation RefreshSession { refreshSession { token } }', operationName: 'RefreshSession' }),
    });
    const token = ((await response.json()) as { data?: { refreshSession?: { token: string } | null } }).data?.refreshSession?.token;
    if (!token) return false;
    localStorage.setItem('session', JSON.stringify({ ...session, token }));
    return true;
  });
  if (!renewed) throw new Error('the session could not be renewed before a reload');
}

export async function openScreens(
  browser: Browser,
  appUrl: string,
  proxy: LatencyProxy,
  persona: Persona,
  options: OpenOptions,
  report: (measurement: Measurement) => void,
): Promise<Skipped[]> {
  const { context, page } = await newPage(browser, appUrl);
  const skipped: Skipped[] = [];
  const seen = seenCalls();
  try {
    await installProbe(page);
    if (persona.company) await signInCompany(page, persona.email);
    else await signInPerson(page, persona.email);
    const log = requestLog(page);
    const settle = async () => {
      await waitShown(page, options.quietMs, options.timeoutMs);
      await disarm(page);
    };
    await settle();
    const urls = new Map<string, string>([[HOME, HOME]]);
    let current = HOME;

    const record = async (step: ScreenStep, way: Way, url: string, start: () => number, countFrom?: number) => {
      const shown = await waitShown(page, options.quietMs, options.timeoutMs);
      const end = wallClock();
      await log.collect();
      const measurement = measure(
        {
          persona: persona.name,
          screen: step.screen,
          way,
          url,
          landed: shown.location,
          latencyMs: options.latencyMs,
          start: start(),
          countFrom: countFrom ?? start(),
          end,
          shownAt: shown.shownAt,
          errors: shown.errors,
          blocker: shown.blocker,
        },
        log.all(),
        proxy.calls(),
        seen,
      );
      report(measurement);
      urls.set(step.screen, url);
      current = step.screen;
    };

    for (const step of STEPS[persona.name]) {
      const skip = (way: Way, reason: string) => skipped.push({ persona: persona.name, screen: step.screen, way, reason });
      if (step.from === null) skip('click', step.note ?? 'no screen links to it');
      else if (!urls.has(step.from)) skip('click', `${step.from} was not opened`);
      else {
        if (current !== step.from) {
          await page.goto(urls.get(step.from)!, { waitUntil: 'commit' });
          await settle();
          current = step.from;
        }
        const link = await findLink(page, step);
        if (!link) skip('click', `no visible link to it in ${step.within ?? 'the page'} of ${step.from}`);
        else {
          const target = page.locator(`${step.within ?? 'body'} a[href]`).nth(link.index);
          const hoverAt = wallClock();
          if (options.hoverMs > 0) {
            await target.hover();
            await page.waitForTimeout(options.hoverMs);
          }
          await armForClick(page);
          const before = wallClock();
          await target.click();
          // with a hover, what the app fetched ahead on it counts too
          await record(step, 'click', link.href, () => log.clickAt() ?? before, options.hoverMs > 0 ? hoverAt : undefined);
          await disarm(page);
        }
      }
      const url = urls.get(step.screen) ?? step.url;
      if (!url) {
        skip('reload', 'no address: no link to it was found');
        continue;
      }
      await log.collect();
      await renewToken(page);
      await page.goto(url, { waitUntil: 'commit' });
      await record(step, 'reload', url, () => log.timeOrigin());
    }
  } finally {
    await context.close();
  }
  return skipped;
}
