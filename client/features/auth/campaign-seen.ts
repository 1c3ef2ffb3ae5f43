/** The login campaign shows once per browser session (README, Decisions): this tab's sessionStorage remembers it. */
const SEEN = 'loginCampaignSeen';

export const campaignSeen = (): boolean => sessionStorage.getItem(SEEN) === '1';

export function markCampaignSeen(): void {
  sessionStorage.setItem(SEEN, '1');
}
