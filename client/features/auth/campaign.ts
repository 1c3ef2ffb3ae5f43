import type { ApolloClient } from '@apollo/client';
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

/** The campaign's answer arrives with the config when the app opens on /login (the modal then reads it cache-first). */
export function prefetchCampaign(client: ApolloClient): void {
  if (!campaignSeen()) client.query({ query: LOGIN_CAMPAIGN }).catch(() => undefined);
}
