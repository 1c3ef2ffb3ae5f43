import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../gateway/config';
import { loginOutcome, mapAppConfig, mapCampaign } from '../../../gateway/mappers/session';

describe('session mappers', () => {
  it('reads each sign-in status of spec 1 §4, and refuses one it does not know', () => {
    expect(loginOutcome('ok')).toBe('OK');
    expect(loginOutcome('error_cuenta_deshabilitada')).toBe('ACCOUNT_DISABLED');
    expect(loginOutcome('error_email_verificado')).toBe('EMAIL_NOT_VERIFIED');
    expect(loginOutcome('ok_falta_registro')).toBe('REGISTRATION_MISSING');
    expect(loginOutcome('error_falta_registro')).toBe('REGISTRATION_MISSING');
    expect(loginOutcome('algo_nuevo')).toBe('ERROR');
  });

  it('serves campaign images through the gateway, per device', () => {
    expect(mapCampaign({ id: 3, data: { url_campain: '/demo/campana/3' } })).toEqual({
      id: '3',
      url: '/demo/campana/3',
      imageDesktop: '/campaign-images/desktop/3',
      imageMobile: '/campaign-images/mobile/3',
    });
  });

  it('gives the client its flags, maintenance mode and external pages from the environment', () => {
    const config = mapAppConfig(
      readConfig({ MAINTENANCE_MODE: '1', FEATURE_FLAGS: '{"autogas":false}', CHAT_URL: 'https://chat.example' }),
    );
    expect(config.maintenance).toBe(true);
    expect(config.flags).toContainEqual({ name: 'autogas', enabled: false });
    expect(config.links.chat).toBe('https://chat.example');
    expect(config.contact.emergencyPhone).toBe('600 200 9000');
  });

  it('keeps a campaign id as text, leading zeros intact', () => {
    expect(mapCampaign({ id: '007', data: { url_campain: ' /demo/campana/7 ' } })).toEqual({
      id: '007',
      url: '/demo/campana/7',
      imageDesktop: '/campaign-images/desktop/007',
      imageMobile: '/campaign-images/mobile/007',
    });
  });
});
