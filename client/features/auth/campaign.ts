import type { QueryRunner } from '../../lib/plain-query';
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

/** The login campaign shows once per browser session (README, Decisions): this tab's sessionStorage remembers it. */
const SEEN = 'loginCampaignSeen';

export const campaignSeen = (): boolean => sessionStorage.getItem(SEEN) === '1';

export function markCampaignSeen(): void {
  sessionStorage.setItem(SEEN, '1');
}

export type LoginCampaign = ResultOf<typeof LOGIN_CAMPAIGN>['loginCampaign'];

const asked = new WeakMap<QueryRunner, Promise<LoginCampaign>>();

/**
 * The campaign, asked once per page load: with the config when the app opens on /login (route prefetch), else when
 * the modal mounts. A plain read: /login renders before Apollo has loaded. A failed read shows no campaign.
 */
export function requestCampaign(query: QueryRunner): Promise<LoginCampaign> {
  let request = asked.get(query);
  if (!request) asked.set(query, (request = query(LOGIN_CAMPAIGN).then((data) => data.loginCampaign)));
  return request;
}

export function prefetchCampaign(query: QueryRunner): void {
  if (!campaignSeen()) requestCampaign(query).catch(() => undefined);
}
