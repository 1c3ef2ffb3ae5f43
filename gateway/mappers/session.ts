import type { AppConfig, Campaign, LoginOutcome } from '../../schema/generated/types';
import type { BackendCampaign, LoginStatus } from '../backend/contract';
import type { GatewayConfig } from '../config';
import { idForm, textForm } from '../backend/forms';

const outcomes: Record<LoginStatus, LoginOutcome> = {
  ok: 'OK',
  error: 'ERROR',
  error_cuenta_deshabilitada: 'ACCOUNT_DISABLED',
  error_email_verificado: 'EMAIL_NOT_VERIFIED',
  error_falta_registro: 'REGISTRATION_MISSING',
  ok_falta_registro: 'REGISTRATION_MISSING',
};

/** A person sign-in status of spec 1 §4 and §8; a status the spec does not give is a refusal. */
export function loginOutcome(status: string): LoginOutcome {
  return outcomes[status as LoginStatus] ?? 'ERROR';
}

/**
 * Campaign images are served by the gateway, one per device (spec 1 §7: mobile at 950 px or less). The id is read as
 * text in any form (leading zeros kept); a campaign without one has no image to ask for (its paths end bare), and one
 * without data.url_campain links nowhere ('').
 */
export function mapCampaign(campaign: BackendCampaign): Campaign {
  const id = idForm.read((campaign as { id?: unknown }).id) ?? '';
  const data: unknown = (campaign as { data?: unknown }).data;
  const url = data !== null && typeof data === 'object' ? textForm.read((data as { url_campain?: unknown }).url_campain) : null;
  return {
    id,
    url: url?.trim() ?? '',
    imageDesktop: `/campaign-images/desktop/${encodeURIComponent(id)}`,
    imageMobile: `/campaign-images/mobile/${encodeURIComponent(id)}`,
  };
}

/** Flags, maintenance, the contact lines of spec 1 §2 and the external pages, as the client reads them at start. */
export function mapAppConfig(config: GatewayConfig): AppConfig {
  return {
    demo: config.dataSource === 'fixtures',
    flags: Object.entries(config.flags).map(([name, enabled]) => ({ name, enabled })),
    maintenance: config.maintenance,
    contact: {
      orderPhone: '800 20 9000',
      emergencyPhone: '600 200 9000',
      companyCallCentre: '22 693 9111',
      hours: 'Lunes a Domingo de 08:00 a 21:00 hrs.',
      whatsappUrl: config.links.whatsapp,
    },
    links: {
      tutorial: config.links.tutorial,
      chat: config.links.chat,
      companyRegistration: config.links.companyRegistration,
      orderTracking: config.links.orderTracking,
      orderingPortal: config.links.orderingPortal,
      cylinderPortal: config.links.cylinderPortal,
      mapTiles: config.links.mapTiles,
      social: [
        { name: 'Facebook', url: '/demo/social/facebook' },
        { name: 'Instagram', url: '/demo/social/instagram' },
        { name: 'YouTube', url: '/demo/social/youtube' },
      ],
    },
  };
}
