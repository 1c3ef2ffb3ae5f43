import type { PrefetchContext } from '../../shared/routing';
import type { QueryRunner } from '../../lib/plain-query';
import { withTypenames } from '../../lib/typenames';
import { preloadCampaignPicture } from '../../ui/CampaignPicture';
import { DASHBOARD } from './api';

/** A dashboard read made when the app opened on it, for the token it was made with; settles once in Apollo's cache. */
interface Prefetch {
  token: string;
  /** true once the answer is in Apollo's cache; false when the read failed (the screen then asks itself) */
  written: Promise<boolean>;
}

// by the plain-read runner of the page (or of a screen test), so one app's read never reaches another's screen
const pending = new WeakMap<QueryRunner, Prefetch>();

const DASHBOARD_SENT = withTypenames(DASHBOARD);

/**
 * With a stored session, the app opening on /mis-servicios asks for the dashboard at once, beside the config and
 * Apollo's chunk, and fetches the first campaign's image as soon as its address is known (the screen's largest
 * image). The answer goes into Apollo's cache when Apollo has loaded; the screen takes it from there.
 */
export function prefetchDashboard({ query, apollo, auth }: PrefetchContext): void {
  if (!auth) return;
  const answer = query(DASHBOARD_SENT, auth);
  answer.then(
    (data) => {
      const first = data.viewer?.campaigns?.[0];
      if (first) preloadCampaignPicture(first.imageDesktop, first.imageMobile);
    },
    () => undefined,
  );
  const written = Promise.all([answer, apollo.load()]).then(
    ([data, client]) => {
      // no viewer: the token was not taken; the screen asks through Apollo, which renews it or ends the session
      if (!data.viewer) return false;
      client.writeQuery({ query: DASHBOARD, data });
      return true;
    },
    () => false,
  );
  pending.set(query, { token: auth.token, written });
}

/** The prefetched read for this session; null when there is none or it was made for another token. */
export function dashboardPrefetch(query: QueryRunner, token: string | undefined): Promise<boolean> | null {
  const prefetch = pending.get(query);
  return prefetch && prefetch.token === token ? prefetch.written : null;
}

/** Once the screen has taken it: a later visit to the dashboard reads afresh. */
export function forgetDashboardPrefetch(query: QueryRunner): void {
  pending.delete(query);
}
