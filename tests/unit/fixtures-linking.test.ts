import { beforeEach, describe, expect, it } from 'vitest';
import { AMOUNT_NEEDED, AMOUNT_WRONG, BILL_CODE_NEEDED, HOLDER_ONLY, NO_BILL_YET, TAKEN } from '../../fixtures/areas/linking/handlers';
import { createFixtureBackend, type FixtureBackend } from '../../fixtures/backend';
import type { AccountRecord, PersonLine, PersonRecord } from '../../fixtures/core/model';
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
const holdersAccount = (line: PersonLine, email: string) =>
  first(
    backend.world.accounts.filter((a) => a.line === line && a.client_rut === person(email).dni),
    `${line} of ${email}`,
  );
/** an account no demo person holds and nobody has linked: a stranger's free account */
const strangers = (line: PersonLine) =>
  first(
    backend.world.accounts.filter(
      (a) => a.line === line && !backend.world.persons.some((p) => p.dni === a.client_rut || p.linked[line].includes(a.id)),
    ),
    `a stranger's free ${line}`,
  );
const addressOf = (a: AccountRecord) => ({ comune: a.comune, street: a.street, number: a.number });
const search = (line: string, body: Record<string, unknown>, as?: string) =>
  post<BackendServiceAccount[]>(`/bussines_line/${line}/search`, body, as).then((a) => a.data ?? []);

/**
 * The total of the account's last bill, read from the world as its screens show it: a meter's newest bill with a known
 * 'Total a pagar', a bulk client's newest document, a cylinder client's newest delivered order.
 */
function lastBill(account: AccountRecord): number {
  const { world } = backend;
  if (account.line === 'meter') {
    const bills = world.meterBills
      .filter((b) => b.account === account.id && b.amount !== null)
      .sort((a, b) => b.issued.localeCompare(a.issued));
    return first(bills, 'meter bill').amount!;
  }
  if (account.line === 'housing')
    return first(
      world.bulkDocuments.filter((d) => d.account === account.id).sort((a, b) => a.issuedDaysAgo - b.issuedDaysAgo),
      'bulk document',
    ).value;
  const delivered = world.cylinderOrders.filter((o) => o.account === account.id && o.state === 'Entregado');
  const order = first(
    delivered.sort((a, b) => b.placedAt - a.placedAt),
    'delivered cylinder order',
  );
  return order.units.reduce((sum, u) => sum + u.quantity * u.unitPrice, 0);
}

/** A bill for a meter that has none (the seeded strangers' meters have no history). */
function giveMeterBill(account: AccountRecord, amount: number) {
  backend.world.meterBills.push({
    account: account.id,
    ticket_number: '55500011',
    doc_type: 'BOLETA',
    issued: '2026-01-06',
    due: '2026-01-26',
    prev_amount: 0,
    current_amount: amount,
    amount,
    consumption: 12.4,
    pdf: true,
    paid: false,
  });
}

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
  const linked = (email: string, line: PersonLine, account: AccountRecord) => person(email).linked[line].includes(account.id);

  it("refuses a stranger's free meter by the masked codes an address search shows; its bill's codes link it", async () => {
    const meter = strangers('meter');
    const [shown] = (await search('meter', { ...addressOf(meter), client_dept: meter.dept })).filter((a) => a.client_id === meter.id);
    expect(await store('meter', { client_cod: shown!.client_cod, contract_cod: shown!.contract_cod })).toEqual({
      status: 'error',
      message: BILL_CODE_NEEDED,
    });
    expect(linked('nuevo@demo.cl', 'meter', meter)).toBe(false);
    // the codes of its bill, with the total of that bill, link it: a tenant links the meter of the home they rent
    giveMeterBill(meter, 23_480);
    const codes = { client_cod: meter.client_cod, contract_cod: meter.contract_cod };
    expect((await store('meter', { ...codes, last_bill_amount: 23_480 })).status).toBe('ok');
    expect(linked('nuevo@demo.cl', 'meter', meter)).toBe(true);
  });

  it('lets one person besides the holder have it; a second is refused, the holder never', async () => {
    const vecinos = first(
      backend.world.accounts.filter((a) => person('vecino@demo.cl').linked.meter.includes(a.id)),
      "vecino's meter",
    );
    const codes = { client_cod: vecinos.client_cod, contract_cod: vecinos.contract_cod };
    expect((await store('meter', { ...codes, last_bill_amount: lastBill(vecinos) })).status).toBe('ok');
    // taken: said before the amount is asked for, and the right amount does not change it
    expect(await store('meter', codes, 'consentimiento@demo.cl')).toEqual({ status: 'error', message: TAKEN });
    expect(await store('meter', { ...codes, last_bill_amount: lastBill(vecinos) }, 'consentimiento@demo.cl')).toEqual({
      status: 'error',
      message: TAKEN,
    });

    const nuevos = holdersAccount('housing', 'nuevo@demo.cl');
    const bulk = { client_cod: nuevos.client_cod, contract_cod: nuevos.contract_cod };
    expect((await store('housing', { ...bulk, last_bill_amount: lastBill(nuevos) }, 'consentimiento@demo.cl')).status).toBe('ok');
    expect((await store('housing', bulk)).status).toBe('ok');
    expect(linked('nuevo@demo.cl', 'housing', nuevos) && linked('consentimiento@demo.cl', 'housing', nuevos)).toBe(true);
  });

  it("refuses someone else's cylinder by its address, takes it by its client code", async () => {
    const cylinder = strangers('cylinder');
    expect(await store('cylinder', { address: { region: cylinder.region_cod, ...addressOf(cylinder) } })).toEqual({
      status: 'error',
      message: BILL_CODE_NEEDED,
    });
    expect((await store('cylinder', { client_cod: cylinder.client_cod, last_bill_amount: lastBill(cylinder) })).status).toBe('ok');
  });

  it("refuses someone else's vehicle, whatever code is sent", async () => {
    const theirs = backend.world.autogas.find((a) => a.client_rut !== person('nuevo@demo.cl').dni)!;
    const patents = [theirs.patents[0]!.patent];
    expect(await store('autogas', { client_cod: theirs.client_cod, patents })).toEqual({ status: 'error', message: HOLDER_ONLY });
    expect(await store('autogas', { client_cod: '•••••123', patents })).toEqual({ status: 'error', message: HOLDER_ONLY });
  });

  it('suggests the holder an account in their name that someone else has linked', async () => {
    const nuevos = holdersAccount('housing', 'nuevo@demo.cl');
    const codes = { client_cod: nuevos.client_cod, contract_cod: nuevos.contract_cod, last_bill_amount: lastBill(nuevos) };
    expect((await store('housing', codes, 'vecino@demo.cl')).status).toBe('ok');
    const suggested = (await post<BackendServiceAccount[]>('/bussines_line/housing/recomended', {})).data ?? [];
    expect(suggested.map((a) => a.client_id)).toContain(nuevos.id);
  });
});

describe("linking someone else's account asks for its last bill's total, and tells the holder (issue 38, item 1)", () => {
  const store = (line: string, body: Record<string, unknown>, as = 'nuevo@demo.cl', browser: string | null = null) =>
    backend
      .dispatch({ method: 'POST', path: `/bussines_line/${line}/store`, token: tokens.get(as)!, browser, body })
      .then((r) => answer(r));
  const vecinosMeter = () =>
    first(
      backend.world.accounts.filter((a) => person('vecino@demo.cl').linked.meter.includes(a.id)),
      "vecino's meter",
    );
  const codesOf = (a: AccountRecord) => ({ client_cod: a.client_cod, contract_cod: a.contract_cod });
  const linked = (email: string, account: AccountRecord) => person(email).linked[account.line as PersonLine].includes(account.id);
  const bellOf = (email: string) => backend.world.notifications.filter((n) => n.owner.kind === 'person' && n.owner.id === person(email).id);
  const mailsTo = (email: string) => backend.world.outbox.filter((m) => m.to === email);

  it('asks for the amount of the last bill when only the codes come, as an error of its field', async () => {
    const meter = vecinosMeter();
    expect(await store('meter', codesOf(meter))).toEqual({
      status: 'error',
      message: AMOUNT_NEEDED,
      errors: { last_bill_amount: [AMOUNT_NEEDED] },
    });
    expect(await store('meter', { ...codesOf(meter), last_bill_amount: '' })).toMatchObject({ message: AMOUNT_NEEDED });
    expect(linked('nuevo@demo.cl', meter)).toBe(false);
  });

  it('refuses a wrong amount, and anything that is not a whole number of pesos', async () => {
    const meter = vecinosMeter();
    const right = lastBill(meter);
    for (const wrong of [right + 1, right - 1, 0, String(right + 10), `${right},5`, 'mucho', -right]) {
      expect(await store('meter', { ...codesOf(meter), last_bill_amount: wrong }), String(wrong)).toEqual({
        status: 'error',
        message: AMOUNT_WRONG,
        errors: { last_bill_amount: [AMOUNT_WRONG] },
      });
    }
    expect(linked('nuevo@demo.cl', meter)).toBe(false);
    expect(bellOf('vecino@demo.cl').some((n) => n.description.includes(meter.client_cod))).toBe(false);
  });

  it("links with the right amount on each line: a meter's last bill, a bulk client's last document, a cylinder's last delivered order", async () => {
    const meter = vecinosMeter();
    expect(await store('meter', { ...codesOf(meter), last_bill_amount: lastBill(meter) })).toMatchObject({ status: 'ok' });
    expect(linked('nuevo@demo.cl', meter)).toBe(true);
    // as text too: a backend reads a number either way
    const bulk = strangers('housing');
    expect(await store('housing', { ...codesOf(bulk), last_bill_amount: String(lastBill(bulk)) })).toMatchObject({ status: 'ok' });
    expect(linked('nuevo@demo.cl', bulk)).toBe(true);
    const cylinder = strangers('cylinder');
    // its order on the way is newer, but no bill came with it yet
    const onTheWay = first(
      backend.world.cylinderOrders.filter((o) => o.account === cylinder.id && o.state === 'Camino'),
      'cylinder order on its way',
    );
    const onTheWayTotal = onTheWay.units.reduce((sum, u) => sum + u.quantity * u.unitPrice, 0);
    if (onTheWayTotal !== lastBill(cylinder))
      expect(await store('cylinder', { client_cod: cylinder.client_cod, last_bill_amount: onTheWayTotal })).toMatchObject({
        message: AMOUNT_WRONG,
      });
    expect(await store('cylinder', { client_cod: cylinder.client_cod, last_bill_amount: lastBill(cylinder) })).toMatchObject({
      status: 'ok',
    });
    expect(linked('nuevo@demo.cl', cylinder)).toBe(true);
  });

  it('refuses an account with no bill at all to anyone but its holder, whatever amount comes', async () => {
    const meter = strangers('meter');
    expect(backend.world.meterBills.some((b) => b.account === meter.id)).toBe(false);
    expect(await store('meter', codesOf(meter))).toEqual({ status: 'error', message: NO_BILL_YET });
    expect(await store('meter', { ...codesOf(meter), last_bill_amount: 0 })).toEqual({ status: 'error', message: NO_BILL_YET });
    expect(linked('nuevo@demo.cl', meter)).toBe(false);
  });

  it('asks the holder for nothing that it asks anyone else for, and tells no one', async () => {
    const mine = ['meter', 'housing', 'cylinder'].map((line) => holdersAccount(line as PersonLine, 'nuevo@demo.cl'));
    const bell = backend.world.notifications.length;
    const outbox = backend.world.outbox.length;
    for (const account of mine) {
      // someone else is asked for the bill (or refused, a meter of nuevo's having none)
      expect((await store(account.line, codesOf(account), 'consentimiento@demo.cl')).message).toBe(
        account.line === 'meter' ? NO_BILL_YET : AMOUNT_NEEDED,
      );
      expect(await store(account.line, codesOf(account))).toMatchObject({ status: 'ok' });
      expect(linked('nuevo@demo.cl', account)).toBe(true);
    }
    expect([backend.world.notifications.length, backend.world.outbox.length]).toEqual([bell, outbox]);
  });

  it('tells the holder: an unread notification in their bell and a mail naming the service, its address and the time', async () => {
    const meter = vecinosMeter();
    const before = Date.now();
    expect(
      await store('meter', { ...codesOf(meter), last_bill_amount: lastBill(meter) }, 'nuevo@demo.cl', 'browser-of-nuevo'),
    ).toMatchObject({ status: 'ok' });

    const [notice] = bellOf('vecino@demo.cl');
    expect(notice).toMatchObject({ status: '0', business_line_id: 1 });
    // vecino has it linked: to their meter accounts
    expect(JSON.parse(notice!.data)).toEqual({ type: 'internal', path: '/adminitracion_cuentas/medidor' });
    expect(notice!.description).toContain(meter.client_cod);
    expect(notice!.description).toContain('Otra persona');
    // the bell answers it, newest first
    const listed = answer<Array<{ description: string }>>(
      await backend.dispatch({ method: 'POST', path: '/housing/notification/list', token: tokens.get('vecino@demo.cl')!, body: {} }),
    );
    expect(listed.data?.[0]?.description).toBe(notice!.description);

    const [mail] = mailsTo('vecino@demo.cl');
    expect(mail).toBeDefined();
    expect(mail!.browser).toBe('browser-of-nuevo');
    expect(mail!.body).toContain(`Medidor N° Cliente ${meter.client_cod}`);
    expect(mail!.body).toContain(`${meter.street} ${meter.number}`);
    expect(mail!.body).toContain(meter.comune);
    // the day and time of the link, on Chile's clock
    const day = new Intl.DateTimeFormat('es-CL', { timeZone: 'America/Santiago', day: '2-digit', month: '2-digit', year: 'numeric' })
      .format(new Date(before))
      .replace(/-/g, '.');
    expect(mail!.body).toContain(day);
    expect(mail!.body).toMatch(/a las \d{2}:\d{2}/);
    expect(mail!.body).toContain('Si no fuiste tú');
    // nothing for the one who linked it
    expect(bellOf('nuevo@demo.cl')).toHaveLength(0);
    expect(mailsTo('nuevo@demo.cl')).toHaveLength(0);

    // a holder who has not linked the account is taken where they can link it
    const nuevos = holdersAccount('housing', 'nuevo@demo.cl');
    expect(await store('housing', { ...codesOf(nuevos), last_bill_amount: lastBill(nuevos) }, 'consentimiento@demo.cl')).toMatchObject({
      status: 'ok',
    });
    const [theirs] = bellOf('nuevo@demo.cl');
    expect(theirs).toMatchObject({ business_line_id: 3 });
    expect(JSON.parse(theirs!.data)).toEqual({ type: 'internal', path: '/adminitracion_cuentas/granel/asociar' });
    expect(first(mailsTo('nuevo@demo.cl'), "nuevo's mail").body).toContain(`Granel Habitacional N° Cliente ${nuevos.client_cod}`);
  });

  it('tells the holder once: linking again what one has linked needs nothing more', async () => {
    const meter = vecinosMeter();
    expect(await store('meter', { ...codesOf(meter), last_bill_amount: lastBill(meter) })).toMatchObject({ status: 'ok' });
    expect(await store('meter', codesOf(meter))).toMatchObject({ status: 'ok' });
    expect(bellOf('vecino@demo.cl').filter((n) => n.description.includes(meter.client_cod))).toHaveLength(1);
    expect(mailsTo('vecino@demo.cl')).toHaveLength(1);
  });
});
