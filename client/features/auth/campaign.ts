import type { QueryRunner } from '../../lib/plain-query';
import { preloadCampaignPicture } from '../../ui/CampaignPicture';
import type { ResultOf } from '@graphql-typed-document-node/core';
import { graphql } from '../../gql';

// apart from api.ts: /login asks for the campaign from the entry chunk (prefetch), which then carries only this query
export const LOGIN_CAMPAIGN = graphql(`
  query LoginCampaign {
    loginCampaign {
      id
      url
      imageDesktop
      imageMobile
    }
  }
`);

/** The login campaign shows once per browser session (docs/decisions.md): this tab's sessionStorage remembers it. */
const SEEN = 'loginCampaignSeen';

export const campaignSeen = (): boolean => sessionStorage.getItem(SEEN) === '1';

export function markCampaignSeen(): void {
  sessionStorage.setItem(SEEN, '1');
}

export type LoginCampaign = ResultOf<typeof LOGIN_CAMPAIGN>['loginCampaign'];

const asked = new WeakMap<QueryRunner, Promise<LoginCampaign>>();
const arrived = new WeakMap<QueryRunner, LoginCampaign>();

/** The campaign if it has already arrived (the modal then shows it on its first render, not one later). */
export const campaignArrived = (query: QueryRunner): LoginCampaign | null => arrived.get(query) ?? null;

/**
 * The campaign, asked once per page load: with the config when the app opens on /login (route prefetch), else when
 * the modal mounts. A plain read: /login renders before Apollo has loaded. A failed read shows no campaign.
 */
export function requestCampaign(query: QueryRunner): Promise<LoginCampaign> {
  let request = asked.get(query);
  if (!request) {
    request = query(LOGIN_CAMPAIGN).then((data) => {
      arrived.set(query, data.loginCampaign);
      return data.loginCampaign;
    });
    asked.set(query, request);
  }
  return request;
}

/** With the config, when the app opens on /login: the campaign, and its image fetched as soon as its address is known. */
export function prefetchCampaign(query: QueryRunner): void {
  if (campaignSeen()) return;
  requestCampaign(query).then(
    (campaign) => campaign && preloadCampaignPicture(campaign.imageDesktop, campaign.imageMobile),
    () => undefined,
  );
}
