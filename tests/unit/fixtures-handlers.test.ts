import { beforeEach, describe, expect, it } from 'vitest';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import { isoDay } from '../../fixtures/areas/requests/handlers';
import type { BackendCampaign, BackendNotification, BackendRequestRow } from '../../gateway/backend/contract';
import type { RestResponse } from '../../gateway/backend/protocol';
import { nth } from '../support/items';

const PASSWORD = 'Gas.Demo.2026';
type Answer<D = unknown> = { status?: string; message?: string; token?: string; data?: D };
const answer = <D = unknown>(r: RestResponse): Answer<D> => ('json' in r ? (r.json as Answer<D>) : {});

let backend: FixtureBackend;
const post = (path: string, token: string | null = null, body: Record<string, unknown> = {}) =>
  backend.dispatch({ method: 'POST', path, token, body });
const get = (path: string, token: string | null = null) => backend.dispatch({ method: 'GET', path, token, body: {} });
const person = async (email = 'cliente@demo.cl') =>
  (answer<{ token: string }>(await post('/login/email', null, { email, password: PASSWORD })).data as { token: string }).token;
const company = async (email = 'funcionario@empresa.demo.cl') =>
  answer(await post('/company_user/login', null, { email, password: PASSWORD })).token!;

beforeEach(() => {
  backend = createFixtureBackend({ file: null });
});

describe('notifications', () => {
  it('marks all the person’s notifications read, and no one else’s', async () => {
    const token = await person();
    const before = answer<BackendNotification[]>(await post('/housing/notification/list', token)).data!;
    expect(before.some((n) => n.status === '0')).toBe(true);
    expect(before.every((n) => /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/.test(n.created_at))).toBe(true);
    // the fixtures write data as JSON text (the spec allows the object too)
    expect(before.map((n) => (JSON.parse(String(n.data)) as { type: string }).type)).toEqual(
      expect.arrayContaining(['internal', 'external']),
    );

    const companyToken = await company();
    const companyUnread = answer<BackendNotification[]>(await post('/company_user/notification/list', companyToken)).data!.filter(
      (n) => n.status === '0',
    ).length;
    expect(answer(await post('/housing/notification/check', token)).status).toBe('ok');
    const after = answer<BackendNotification[]>(await post('/housing/notification/list', token)).data!;
    expect(after.every((n) => n.status === '1')).toBe(true);
    expect(
      answer<BackendNotification[]>(await post('/company_user/notification/list', companyToken)).data!.filter((n) => n.status === '0'),
    ).toHaveLength(companyUnread);

    await post('/company_user/notification/check', companyToken);
    expect(
      answer<BackendNotification[]>(await post('/company_user/notification/list', companyToken)).data!.every((n) => n.status === '1'),
    ).toBe(true);
  });
});

describe('requests', () => {
  it('lists the person’s requests with the backend’s dates', async () => {
    const rows = answer<BackendRequestRow[]>(await post('/request/list', await person())).data!;
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['Abierto', 'En proceso', 'Cerrado']));
    expect(
      rows.every((r) => /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/.test(r.created_at) && /^\d{4}-\d{2}-\d{2}$/.test(r.created_at_date)),
    ).toBe(true);
  });

  it('filters by line, type, category and dates, and answers empty when none match', async () => {
    const token = await person();
    const all = answer<BackendRequestRow[]>(await post('/request/list', token)).data!;
    const first = nth(all, 0, 'request');

    const byLine = answer<BackendRequestRow[]>(await post('/request/list', token, { business_line_id: first.bussines_lines_id })).data!;
    expect(byLine.length).toBeGreaterThan(0);
    expect(byLine.every((r) => r.bussines_lines_id === first.bussines_lines_id)).toBe(true);

    const byType = answer<BackendRequestRow[]>(
      await post('/request/list', token, { request_type_id: String(first.request_types_id) }),
    ).data!;
    expect(byType.every((r) => r.request_types_id === first.request_types_id)).toBe(true);
    const byCategory = answer<BackendRequestRow[]>(
      await post('/request/list', token, { request_category_id: first.request_categories_id }),
    ).data!;
    expect(byCategory.every((r) => r.request_categories_id === first.request_categories_id)).toBe(true);

    const day = first.created_at_date;
    const onDay = answer<BackendRequestRow[]>(await post('/request/list', token, { start_date: day, end_date: day })).data!;
    expect(onDay.map((r) => r.id)).toContain(first.id);
    expect(onDay.every((r) => r.created_at_date === day)).toBe(true);
    const [y, m, d] = day.split('-');
    expect(
      answer<BackendRequestRow[]>(await post('/request/list', token, { start_date: `${d}-${m}-${y}`, end_date: `${d}-${m}-${y}` })).data,
    ).toEqual(onDay);

    const none = answer(await post('/request/list', token, { start_date: '2030-01-01' }));
    expect(none.status).toBe('empty');
    expect(none.data).toBeUndefined();
    expect(answer(await post('/request/list', token, { business_line_id: 6 })).status).toBe('empty');
  });

  it('reads filter dates in either order of day and year', () => {
    expect(isoDay('2026-10-03')).toBe('2026-10-03');
    expect(isoDay('03-10-2026')).toBe('2026-10-03');
    expect(isoDay('03.10.2026')).toBe('2026-10-03');
    expect(isoDay('')).toBe('');
    expect(isoDay(undefined)).toBe('');
  });
});

describe('campaigns', () => {
  it('answers the login campaign without a token', async () => {
    const body = answer<{ campain: BackendCampaign }>(await get('/campains/login'));
    expect(body.status).toBe('ok');
    expect(body.data?.campain).toMatchObject({
      id: expect.any(Number),
      data: { url_campain: expect.stringMatching(/^\/demo\/campana\/\d+$/) },
    });
  });

  it('answers the dashboard campaigns of persons and of companies', async () => {
    const persons = answer<{ campains: BackendCampaign[] }>(await post('/person/campains', await person())).data!.campains;
    expect(persons.length).toBeGreaterThanOrEqual(2);
    const companies = answer<{ campains: BackendCampaign[] }>(await post('/company_user/campains', await company())).data!.campains;
    expect(companies.length).toBeGreaterThanOrEqual(1);
    expect(companies.some((c) => persons.some((p) => p.id === c.id))).toBe(false);
  });

  it('draws a banner as SVG, wider on desktop than on mobile, with the campaign’s text', async () => {
    const campaign = nth(backend.world.campaigns, 0, 'campaign');
    const svg = (r: RestResponse) => {
      if (!('bytes' in r)) throw new Error('not bytes');
      expect(r.contentType).toBe('image/svg+xml');
      return new TextDecoder().decode(r.bytes);
    };
    const size = (text: string) => {
      const [, w, h] = /width="(\d+)" height="(\d+)"/.exec(text)!;
      return Number(w) / Number(h);
    };
    const desktop = svg(await get(`/image/campain/desktop/${campaign.id}`));
    const mobile = svg(await get(`/image/campain/mobile/${campaign.id}`));
    expect(desktop).toContain('<svg');
    expect(desktop).toContain(campaign.title.split(':')[0]);
    expect(size(desktop)).toBeGreaterThan(size(mobile));
    expect((await get('/image/campain/desktop/999')).status).toBe(404);
    expect((await get(`/image/campain/tablet/${campaign.id}`)).status).toBe(404);
  });
});

describe('state changes', () => {
  it('keeps consent accepted in the world', async () => {
    const token = await person('consentimiento@demo.cl');
    await post('/register_sf/consent', token);
    expect(backend.world.persons.find((p) => p.email === 'consentimiento@demo.cl')?.consent).toBe(true);
  });

  it('answers a broken handler with a 500, not a thrown error', async () => {
    const token = await person();
    // a linked id whose account was removed from under it is skipped, not a crash
    backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.linked.meter.push(424242);
    expect((await post('/bussines_line/meter/list', token)).status).toBe(200);
    // the world is not JSON any more where the handler reads it
    (backend.world as unknown as { notifications: null }).notifications = null;
    const broken = await post('/housing/notification/list', token);
    expect(broken.status).toBe(500);
  });
});
