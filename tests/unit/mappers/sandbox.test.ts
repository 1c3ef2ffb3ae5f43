import { describe, expect, it } from 'vitest';
import { mapDemoGoogleAccount, mapDemoMail } from '../../../gateway/mappers/sandbox';

describe('sandbox mappers', () => {
  it('dates a demo mail in ISO', () => {
    const sentAt = Date.UTC(2026, 10, 23, 12, 0);
    expect(mapDemoMail({ id: 4, to: 'a@demo.cl', subject: 'Verifica', body: 'Hola', link: '/verificar_email/X', sent_at: sentAt })).toEqual(
      {
        id: '4',
        to: 'a@demo.cl',
        subject: 'Verifica',
        body: 'Hola',
        link: '/verificar_email/X',
        sentAt: '2026-11-23T12:00:00.000Z',
      },
    );
  });

  it('names an account of the simulated chooser, with the token the demo backend signed for it', () => {
    expect(
      mapDemoGoogleAccount({
        email: 'm@gmail.com',
        given_name: 'Martina',
        family_name: 'López',
        registered: false,
        token: 'google-demo:x.y',
      }),
    ).toEqual({
      email: 'm@gmail.com',
      name: 'Martina López',
      token: 'google-demo:x.y',
      registered: false,
    });
  });
});
