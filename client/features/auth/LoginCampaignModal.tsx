import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { flashAtom } from '../../shared/flash';
import { CampaignPicture } from '../../ui/CampaignPicture';
import { Modal } from '../../ui/Modal';
import { useConnection } from '../../shared/apollo-ready';
import { campaignArrived, campaignSeen, markCampaignSeen, requestCampaign, type LoginCampaign } from './campaign';

/**
 * The login campaign: an image (mobile at 950 px or less) linking to the campaign, at most 72vh high.
 * Shown once per browser session, so coming back to /login after a logout is not interrupted again.
 */
export function LoginCampaignModal() {
  const [closed, setClosed] = useState(campaignSeen);
  const { query } = useConnection();
  const [answer, setAnswer] = useState<LoginCampaign | null>(() => campaignArrived(query));
  useEffect(() => {
    if (closed) return;
    let live = true;
    requestCampaign(query).then(
      (campaign) => live && setAnswer(campaign),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [closed, query]);
  // a notice brought to /login ('Email verificado correctamente') is read first: the campaign waits for it to go
  const noticePending = useAtomValue(flashAtom) !== null;
  const campaign = closed || noticePending ? null : answer;
  useEffect(() => {
    if (campaign) markCampaignSeen();
  }, [campaign]);
  // someone who has begun (the cursor put in a field, or typing) is not interrupted: a campaign that arrives after
  // that waits for another visit (opening it would take the focus, and the rest of what they type, mid-word)
  const waiting = !closed && !campaign;
  useEffect(() => {
    if (!waiting) return;
    // the listeners come after the first paint: a field focused before them has begun already
    if (document.activeElement instanceof HTMLInputElement) return setClosed(true);
    const begun = (event: Event) => {
      if (event.target instanceof HTMLInputElement) setClosed(true);
    };
    const events = ['focusin', 'keydown', 'input'] as const;
    for (const name of events) document.addEventListener(name, begun, true);
    return () => events.forEach((name) => document.removeEventListener(name, begun, true));
  }, [waiting]);
  if (!campaign) return null;
  return (
    <Modal title="Campaña" hideTitle onClose={() => setClosed(true)}>
      <a href={campaign.url} target="_blank" rel="noreferrer" className="campaign-link">
        <CampaignPicture
          desktop={campaign.imageDesktop}
          mobile={campaign.imageMobile}
          alt="Ver campaña"
          className="campaign-modal-image"
          priority
        />
      </a>
    </Modal>
  );
}
