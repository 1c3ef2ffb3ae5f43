import type { PrefetchContext } from '../../shared/routing';
import { startEarlyRead } from '../../lib/early-reads';
import { preloadCampaignPicture } from '../../ui/CampaignPicture';
import { DASHBOARD } from './api';

/**
 * With a stored session, the app opening on /mis-servicios asks for the dashboard at once, beside the config and the
 * screen's chunks, and fetches the first campaign's image as soon as its address is known (the screen's largest
 * image). The screen shows the answer (useEarlyQuery), and puts it in Apollo's cache once Apollo has loaded.
 */
export function prefetchDashboard({ query, auth }: PrefetchContext): void {
  if (!auth) return;
  startEarlyRead(query, DASHBOARD, auth).then(
    (data) => {
      const first = data.viewer?.campaigns?.[0];
      if (first) preloadCampaignPicture(first.imageDesktop, first.imageMobile);
    },
    () => undefined,
  );
}
