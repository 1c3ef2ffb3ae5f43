import { beforeEach, describe, expect, it } from 'vitest';
import { BILL_CODE_NEEDED, HOLDER_ONLY, TAKEN } from '../../fixtures/areas/linking/handlers';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import type { AccountRecord, PersonRecord } from '../../fixtures/core/model';
import type { BackendAutogasAccount, BackendServiceAccount } from '../../gateway/backend/contract';
import type { RestResponse } from '../../gateway/backend/protocol';
import { first } from '../support/items';

/**
 * Issue 11: a search showed other people's name, address and codes, and those codes were all linking asked for
 * (a person linked a stranger's free meter). docs/decisions.md: "Linking someone else's account".
 */

type Answer<D = unknown> = { status?: string; message?: string; data?: D };
const answer = <D = unknown>(r: RestResponse): Answer<D> => ('json' in r ? (r.json as Answer<D>) : {});

let backend: FixtureBackend;
const tokens = new Map<string, string>();
beforeEach(async () => {
  backend = createFixtureBackend({ file: null });
  tokens.clear();
  for (const email of ['nuevo@demo.cl', 'consentimiento@demo.cl', 'vecino@demo.cl']) {
    const login = answer<{ token: string }>(
      await backend.dispatch({ method: 'POST', path: '/login/email', token: null, body: { email, password: 'Gas.Demo.2026' } }),
    );
    tokens.set(email, login.data!.token);
  }
});

const post = <D = unknown>(path: string, body: Record<string, unknown>, as = 'nuevo@demo.cl') =>
  backend.dispatch({ method: 'POST', path, token: tokens.get(as)!, body }).then((r) => answer<D>(r));
const person = (email: string): PersonRecord => backend.world.persons.find((p) => p.email === email)!;
const holdersAccount = (line: AccountRecord['line'], email: string) =>
  first(
    backend.world.accounts.filter((a) => a.line === line && a.client_rut === person(email).dni),
    `${line} of ${email}`,
  );
/** an account no demo person holds and nobody has linked: a stranger's free account */
const strangers = (line: AccountRecord['line']) =>
  first(
    backend.world.accounts.filter(
      (a) => a.line === line && !backend.world.persons.some((p) => p.dni === a.client_rut || p.linked[line].includes(a.id)),
    ),
    `a stranger's free ${line}`,
  );
const addressOf = (a: AccountRecord) => ({ comune: a.comune, street: a.street, number: a.number });
const search = (line: string, body: Record<string, unknown>, as?: string) =>
  post<BackendServiceAccount[]>(`/bussines_line/${line}/search`, body, as).then((a) => a.data ?? []);

describe("searches show someone else's account masked", () => {
  it("a stranger's meter found by address: initials, no RUT, the street without its number, no codes", async () => {
    const meter = strangers('meter');
    const found = (await search('meter', { ...addressOf(meter), client_dept: meter.dept })).find((a) => a.client_id === meter.id)!;
    const initials = meter.client_name
      .split(' ')
      .map((w) => `${w[0]!.toUpperCase()}.`)
      .join(' ');
    expect(found).toMatchObject({ client_name: initials, client_rut: '', address_street: meter.street, address_num: '', address_dept: '' });
    expect(found.client_cod).toBe(`•••••${meter.client_cod.slice(-3)}`);
    expect(found.contract_cod).not.toBe(meter.contract_cod);
    expect(found.meter_cod).not.toBe(meter.meter_cod);
    expect(JSON.stringify(found)).not.toContain(meter.client_rut);
    expect(JSON.stringify(found)).not.toContain(meter.client_name);
  });

  it('found by the code on its bill, it keeps its codes (the caller has the bill), and still no name, RUT or number', async () => {
    const meter = strangers('meter');
    const [found] = await search('meter', { contract_cod: meter.contract_cod });
    expect(found).toMatchObject({ client_cod: meter.client_cod, contract_cod: meter.contract_cod, client_rut: '', address_num: '' });
    expect(found?.client_name).not.toBe(meter.client_name);
    const bulk = strangers('housing');
    expect((await search('housing', { client_cod: bulk.client_cod }))[0]).toMatchObject({
      contract_cod: bulk.contract_cod,
      client_rut: '',
    });
  });

  it("by someone else's RUT or meter serial: masked codes too", async () => {
    const bulk = strangers('housing');
    const [byRut] = await search('housing', { rut: bulk.client_rut });
    expect(byRut).toMatchObject({ client_rut: '', client_cod: expect.stringMatching(/^•+\d{3}$/) });
    const meter = strangers('meter');
    expect((await search('meter', { meter_cod: meter.meter_cod }))[0]?.client_cod).toMatch(/^•+\d{3}$/);
  });

  it("shows the caller's own account whole", async () => {
    const mine = holdersAccount('meter', 'nuevo@demo.cl');
    expect((await search('meter', { ...addressOf(mine), client_dept: mine.dept })).find((a) => a.client_id === mine.id)).toMatchObject({
      client_cod: mine.client_cod,
      client_name: mine.client_name,
      client_rut: mine.client_rut,
      address_num: mine.number,
    });
  });

  it("masks someone else's vehicle: initials, no RUT, no client code", async () => {
    const theirs = backend.world.autogas.find((a) => a.client_rut === person('cliente@demo.cl').dni)!;
    const [found] = (await post<BackendAutogasAccount[]>('/bussines_line/autogas/search', { patent: theirs.patents[0]!.patent })).data!;
    expect(found).toMatchObject({ client_name: 'C. F. S.', client_rut: '', client_cod: expect.stringMatching(/^•+\d{3}$/) });
  });
});

describe('the ownership rule of linking', () => {
  const store = (line: string, body: Record<string, unknown>, as?: string) => post(`/bussines_line/${line}/store`, body, as);
  const linked = (email: string, line: AccountRecord['line'], account: AccountRecord) => person(email).linked[line].includes(account.id);

  it("refuses a stranger's free meter by the masked codes an address search shows; its bill's codes link it", async () => {
    const meter = strangers('meter');
    const [shown] = (await search('meter', { ...addressOf(meter), client_dept: meter.dept })).filter((a) => a.client_id === meter.id);
    expect(await store('meter', { client_cod: shown!.client_cod, contract_cod: shown!.contract_cod })).toEqual({
      status: 'error',
      message: BILL_CODE_NEEDED,
    });
    expect(linked('nuevo@demo.cl', 'meter', meter)).toBe(false);
    // the codes of its bill link it: a tenant links the meter of the home they rent
    expect((await store('meter', { client_cod: meter.client_cod, contract_cod: meter.contract_cod })).status).toBe('ok');
    expect(linked('nuevo@demo.cl', 'meter', meter)).toBe(true);
  });

  it('lets one person besides the holder have it; a second is refused, the holder never', async () => {
    const vecinos = first(
      backend.world.accounts.filter((a) => person('vecino@demo.cl').linked.meter.includes(a.id)),
      "vecino's meter",
    );
    const codes = { client_cod: vecinos.client_cod, contract_cod: vecinos.contract_cod };
    expect((await store('meter', codes)).status).toBe('ok');
    expect(await store('meter', codes, 'consentimiento@demo.cl')).toEqual({ status: 'error', message: TAKEN });

    const nuevos = holdersAccount('housing', 'nuevo@demo.cl');
    const bulk = { client_cod: nuevos.client_cod, contract_cod: nuevos.contract_cod };
    expect((await store('housing', bulk, 'consentimiento@demo.cl')).status).toBe('ok');
    expect((await store('housing', bulk)).status).toBe('ok');
    expect(linked('nuevo@demo.cl', 'housing', nuevos) && linked('consentimiento@demo.cl', 'housing', nuevos)).toBe(true);
  });

  it("refuses someone else's cylinder by its address, takes it by its client code", async () => {
    const cylinder = strangers('cylinder');
    expect(await store('cylinder', { address: { region: cylinder.region_cod, ...addressOf(cylinder) } })).toEqual({
      status: 'error',
      message: BILL_CODE_NEEDED,
    });
    expect((await store('cylinder', { client_cod: cylinder.client_cod })).status).toBe('ok');
  });

  it("refuses someone else's vehicle, whatever code is sent", async () => {
    const theirs = backend.world.autogas.find((a) => a.client_rut !== person('nuevo@demo.cl').dni)!;
    const patents = [theirs.patents[0]!.patent];
    expect(await store('autogas', { client_cod: theirs.client_cod, patents })).toEqual({ status: 'error', message: HOLDER_ONLY });
    expect(await store('autogas', { client_cod: '•••••123', patents })).toEqual({ status: 'error', message: HOLDER_ONLY });
  });

  it('suggests the holder an account in their name that someone else has linked', async () => {
    const nuevos = holdersAccount('meter', 'nuevo@demo.cl');
    expect((await store('meter', { client_cod: nuevos.client_cod, contract_cod: nuevos.contract_cod }, 'vecino@demo.cl')).status).toBe(
      'ok',
    );
    const suggested = (await post<BackendServiceAccount[]>('/bussines_line/meter/recomended', {})).data ?? [];
    expect(suggested.map((a) => a.client_id)).toContain(nuevos.id);
  });
});
