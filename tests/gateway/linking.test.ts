import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';
import { first } from '../support/items';
import { speakingSpec } from '../support/spec-speaking';

interface Candidate {
  clientCode: string;
  contractCode: string | null;
  clientId: number;
  patents: Array<{ patent: string; linked: boolean }>;
}
interface Payload {
  ok: boolean;
  message: string | null;
  fieldErrors: Array<{ field: string; message: string }>;
}

const gateway = sandboxGateway();
let nuevo: string;
let cliente: string;

beforeAll(async () => {
  nuevo = await gateway.signIn('nuevo@demo.cl');
  cliente = await gateway.signIn('cliente@demo.cl');
});

/** as nuevo@demo.cl unless another token is given */
const gql = <T>(query: string, variables: Record<string, unknown> = {}, token = nuevo) => gateway.gql<T>(query, variables, token);

const CANDIDATE = 'clientCode contractCode clientId patents { patent linked }';
const search = (line: string, by: string, value: string | null, address: Record<string, string> | null = null, token = nuevo) =>
  gql<{ searchAccounts: { candidates: Candidate[]; message: string | null; fieldErrors: Payload['fieldErrors'] } }>(
    `query($l: LinkLine!, $s: AccountSearch!) { searchAccounts(line: $l, search: $s) { candidates { ${CANDIDATE} } message fieldErrors { field message } } }`,
    { l: line, s: { by, value, address } },
    token,
  );
const link = (input: Record<string, unknown>, token = nuevo) =>
  gql<{ linkAccount: Payload }>(
    'mutation($i: LinkInput!) { linkAccount(input: $i) { ok message fieldErrors { field message } } }',
    { i: input },
    token,
  );
const unlink = (input: Record<string, unknown>, token = nuevo) =>
  gql<{ unlinkAccount: Payload }>(
    'mutation($i: UnlinkInput!) { unlinkAccount(input: $i) { ok message fieldErrors { field message } } }',
    { i: input },
    token,
  );
type Mine = Array<{ clientCode: string; patent?: string }>;
const mine = async (token = nuevo) =>
  (
    await gql<{ viewer: { services: { meter: Mine; bulk: Mine; cylinder: Mine; autogas: Mine } } }>(
      '{ viewer { services { meter { clientCode } bulk { clientCode } cylinder { clientCode } autogas { clientCode patent } } } }',
      {},
      token,
    )
  ).data!.viewer.services;

/** the first account of the line in nuevo@demo.cl's name */
const nuevoAccount = (line: 'meter' | 'housing' | 'cylinder') => {
  const person = gateway.backend.world.persons.find((p) => p.email === 'nuevo@demo.cl')!;
  return first(
    gateway.backend.world.accounts.filter((a) => a.line === line && a.client_rut === person.dni),
    `${line} account of nuevo@demo.cl`,
  );
};

describe('linking through the http transport', () => {
  it('suggests the accounts in the user name for each line', async () => {
    for (const line of ['METER', 'BULK', 'CYLINDER', 'AUTOGAS']) {
      const answer = await gql<{ linkSuggestions: Candidate[] }>(`query($l: LinkLine!) { linkSuggestions(line: $l) { ${CANDIDATE} } }`, {
        l: line,
      });
      expect(answer.data?.linkSuggestions.length, line).toBeGreaterThan(0);
    }
  });

  it('finds meters by N° Cliente, N° Serie Medidor and address', async () => {
    const m1 = nuevoAccount('meter');
    expect((await search('METER', 'CONTRACT_CODE', m1.contract_cod)).data?.searchAccounts.candidates[0]?.clientCode).toBe(m1.client_cod);
    expect((await search('METER', 'METER_SERIAL', m1.meter_cod!.toLowerCase())).data?.searchAccounts.candidates[0]?.clientCode).toBe(
      m1.client_cod,
    );
    const byAddress = await search('METER', 'ADDRESS', null, {
      region: m1.region_cod,
      commune: m1.comune,
      street: m1.street.toLowerCase(),
      number: m1.number,
      dept: m1.dept,
    });
    expect(byAddress.data?.searchAccounts.candidates.map((c) => c.clientCode)).toContain(m1.client_cod);
  });

  it('finds bulk accounts by address, client code and RUT; cylinders by address and client code; autogas by patent and RUT', async () => {
    const h = nuevoAccount('housing');
    expect((await search('BULK', 'CLIENT_CODE', h.client_cod)).data?.searchAccounts.candidates).toHaveLength(1);
    expect((await search('BULK', 'RUT', h.client_rut.replace('-', ''))).data?.searchAccounts.candidates.length).toBeGreaterThan(0);
    expect(
      (await search('BULK', 'ADDRESS', null, { region: h.region_cod, commune: h.comune, street: h.street, number: h.number })).data
        ?.searchAccounts.candidates.length,
    ).toBeGreaterThan(0);
    const c = nuevoAccount('cylinder');
    expect((await search('CYLINDER', 'CLIENT_CODE', c.client_cod)).data?.searchAccounts.candidates).toHaveLength(1);
    expect(
      (await search('CYLINDER', 'ADDRESS', null, { region: c.region_cod, commune: c.comune, street: c.street, number: c.number })).data
        ?.searchAccounts.candidates.length,
    ).toBeGreaterThan(0);
    const vehicle = gateway.backend.world.autogas.find((a) => a.client_rut === h.client_rut)!;
    expect(
      (await search('AUTOGAS', 'PATENT', first(vehicle.patents, 'patent').patent.toLowerCase())).data?.searchAccounts.candidates[0]
        ?.clientCode,
    ).toBe(vehicle.client_cod);
    expect((await search('AUTOGAS', 'RUT', h.client_rut)).data?.searchAccounts.candidates[0]?.clientCode).toBe(vehicle.client_cod);
  });

  it('gives the server note when nothing is found, and the address rules before calling', async () => {
    expect((await search('BULK', 'CLIENT_CODE', '00000000')).data?.searchAccounts).toMatchObject({
      candidates: [],
      message: 'No encontramos servicios con los datos ingresados',
    });
    const missing = await search('CYLINDER', 'ADDRESS', null, { region: 'RM', commune: '', street: 'LOS LEONES', number: '' });
    expect(missing.data?.searchAccounts.fieldErrors).toEqual([
      { field: 'street', message: 'Antes de ingresar la calle debe seleccionar una comuna' },
      { field: 'number', message: 'El número es requerido' },
    ]);
    expect((await search('CYLINDER', 'PATENT', 'ABCD12')).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // a RUT whose check digit is wrong is refused as the client refuses it, and never searched
    const rut = nuevoAccount('housing').client_rut;
    const wrongDigit = `${rut.slice(0, -1)}${rut.endsWith('0') ? '1' : '0'}`;
    const searches = () => gateway.sandbox.calls.get()['/bussines_line/housing/search'] ?? 0;
    const before = searches();
    expect((await search('BULK', 'RUT', wrongDigit)).data?.searchAccounts.fieldErrors).toEqual([
      { field: 'value', message: 'El rut ingresado no es válido' },
    ]);
    expect(searches()).toBe(before);
  });

  it('links one account of each line, and unlinks them again', async () => {
    const m = nuevoAccount('meter');
    const h = nuevoAccount('housing');
    const c = nuevoAccount('cylinder');
    const vehicle = gateway.backend.world.autogas.find((a) => a.client_rut === m.client_rut)!;
    expect((await link({ line: 'METER', clientCode: m.client_cod, contractCode: m.contract_cod })).data?.linkAccount).toMatchObject({
      ok: true,
      message: 'El servicio se ha vinculado a tu cuenta correctamente',
    });
    expect((await link({ line: 'BULK', clientCode: h.client_cod, contractCode: h.contract_cod })).data?.linkAccount.ok).toBe(true);
    expect((await link({ line: 'CYLINDER', clientCode: c.client_cod })).data?.linkAccount.ok).toBe(true);
    expect(
      (await link({ line: 'AUTOGAS', clientCode: vehicle.client_cod, patents: [first(vehicle.patents, 'patent').patent.toLowerCase()] }))
        .data?.linkAccount.ok,
    ).toBe(true);
    const linked = await mine();
    expect([linked.meter.length, linked.bulk.length, linked.cylinder.length, linked.autogas.length]).toEqual([1, 1, 1, 1]);

    expect((await unlink({ line: 'METER', clientCode: m.client_cod, contractCode: m.contract_cod })).data?.unlinkAccount.message).toBe(
      'El servicio se ha desvinculado de tu cuenta correctamente',
    );
    expect((await unlink({ line: 'BULK', clientCode: h.client_cod, contractCode: h.contract_cod })).data?.unlinkAccount.ok).toBe(true);
    expect((await unlink({ line: 'CYLINDER', clientCode: c.client_cod, clientId: c.id })).data?.unlinkAccount.ok).toBe(true);
    expect(
      (await unlink({ line: 'AUTOGAS', clientCode: vehicle.client_cod, patent: first(vehicle.patents, 'patent').patent })).data
        ?.unlinkAccount.message,
    ).toBe('La patente se ha desvinculado de tu cuenta correctamente');
    const after = await mine();
    expect([after.meter.length, after.bulk.length, after.cylinder.length, after.autogas.length]).toEqual([0, 0, 0, 0]);
  });

  it('links a cylinder by its address alone, checking the address first, and requires an account on the other lines', async () => {
    const c = nuevoAccount('cylinder');
    const incomplete = await link({ line: 'CYLINDER', address: { region: c.region_cod, commune: c.comune, street: c.street, number: '' } });
    expect(incomplete.data?.linkAccount).toMatchObject({
      ok: false,
      fieldErrors: [{ field: 'number', message: 'El número es requerido' }],
    });
    const address = { region: c.region_cod, commune: c.comune.toLowerCase(), street: c.street.toLowerCase(), number: c.number };
    expect((await link({ line: 'CYLINDER', address })).data?.linkAccount).toMatchObject({
      ok: true,
      message: 'El servicio se ha vinculado a tu cuenta correctamente',
    });
    expect((await mine()).cylinder.map((a) => a.clientCode)).toEqual([c.client_cod]);
    expect((await unlink({ line: 'CYLINDER', clientCode: c.client_cod, clientId: c.id })).data?.unlinkAccount.ok).toBe(true);
    expect((await link({ line: 'METER', clientCode: ' ' })).data?.linkAccount).toMatchObject({
      ok: false,
      message: 'Debes seleccionar una cuenta',
    });
  });

  it('the sandbox refuses a cylinder address that does not name commune, street and number', async () => {
    const answer = await fetch(`${gateway.sandbox.url}/bussines_line/cylinder/store`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: nuevo, address: { region: 'RM', street: 'LOS LEONES' } }),
    });
    expect(answer.status).toBe(422);
    expect((await mine()).cylinder).toHaveLength(0);
  });

  it("links someone else's meter as its tenant, refuses a second tenant, and refuses to unlink someone else's account", async () => {
    const vecino = gateway.backend.world.persons.find((p) => p.email === 'vecino@demo.cl')!;
    const theirs = gateway.backend.world.accounts.find((a) => a.id === vecino.linked.meter[0])!;
    const codes = { line: 'METER', clientCode: theirs.client_cod, contractCode: theirs.contract_cod };
    // the codes of the bill, with its total, link it beside its holder (docs/decisions.md: the spec's DUEÑO and ARRENDATARIO)
    const [last] = gateway.backend.world.meterBills
      .filter((b) => b.account === theirs.id && b.amount !== null)
      .sort((a, b) => b.issued.localeCompare(a.issued));
    expect((await link({ ...codes, lastBillAmount: last!.amount })).data?.linkAccount.ok).toBe(true);
    expect((await link(codes, await gateway.signIn('consentimiento@demo.cl'))).data?.linkAccount).toMatchObject({
      ok: false,
      message: 'Este servicio ya se encuentra asociado a otra cuenta',
    });
    expect((await unlink(codes)).data?.unlinkAccount.ok).toBe(true);
    const clientes = await mine(cliente);
    const meter = gateway.backend.world.accounts.find((a) => a.client_cod === first(clientes.meter, "cliente@demo.cl's meter").clientCode)!;
    const refused = await unlink({ line: 'METER', clientCode: meter.client_cod, contractCode: meter.contract_cod });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await mine(cliente)).meter).toHaveLength(2);
  });

  it("shows a stranger's meter found by address masked, and linking it so asks for the bill's number (issue 11)", async () => {
    const { world } = gateway.backend;
    const meter = world.accounts.find(
      (a) => a.line === 'meter' && !world.persons.some((p) => p.dni === a.client_rut || p.linked.meter.includes(a.id)),
    )!;
    const found = await gql<{
      searchAccounts: {
        candidates: Array<{ clientId: number; clientCode: string; contractCode: string; holderName: string; address: string }>;
      };
    }>(
      'query($s: AccountSearch!) { searchAccounts(line: METER, search: $s) { candidates { clientId clientCode contractCode holderName address } } }',
      {
        s: {
          by: 'ADDRESS',
          address: { region: meter.region_cod, commune: meter.comune, street: meter.street, number: meter.number, dept: meter.dept },
        },
      },
    );
    const shown = found.data!.searchAccounts.candidates.find((c) => c.clientId === meter.id)!;
    expect(shown.address).toBe(meter.street);
    expect(shown.holderName).toMatch(/^(\p{Lu}\. ?)+$/u);
    expect(shown.clientCode).toBe(`•••••${meter.client_cod.slice(-3)}`);
    expect((await link({ line: 'METER', clientCode: shown.clientCode, contractCode: shown.contractCode })).data?.linkAccount).toMatchObject(
      {
        ok: false,
        message: 'Este servicio está a nombre de otra persona: búscalo con el número de cliente de su boleta para asociarlo',
      },
    );
  });

  it('answers the suggestions when the regions cannot be read: regions null, with its error (issue 38, item 7)', async () => {
    gateway.sandbox.faults.add({ path: '/regions', status: 503 });
    const log = catchBackendFailures();
    const answer = await gql<{ linkSuggestions: Candidate[]; regions: unknown[] | null }>(
      `query($l: LinkLine!) { linkSuggestions(line: $l) { ${CANDIDATE} } regions { code } }`,
      { l: 'CYLINDER' },
    );
    expect(answer.data?.regions).toBeNull();
    expect(answer.data?.linkSuggestions.length).toBeGreaterThan(0);
    expect(answer.errors?.map((e) => e.path)).toEqual([['regions']]);
    expect(log.failures).toEqual(['UNAVAILABLE /regions']);
  });

  it('lists regions, suggests streets after more than 2 characters, uppercased', async () => {
    const regions = await gql<{ regions: Array<{ code: string; communes: Array<{ name: string }> }> }>(
      '{ regions { code communes { name } } }',
    );
    expect(regions.data?.regions.find((r) => r.code === 'RM')?.communes.map((c) => c.name)).toContain('Providencia');
    const suggest = (street: string) =>
      gql<{ streetSuggestions: string[] }>('query($s: String!) { streetSuggestions(region: "RM", commune: "Providencia", street: $s) }', {
        s: street,
      });
    expect((await suggest('le')).data?.streetSuggestions).toEqual([]);
    const found = (await suggest('leo')).data?.streetSuggestions ?? [];
    expect(found).toContain('LOS LEONES');
    expect(found.every((s) => s === s.toUpperCase())).toBe(true);
  });

  it('sends the help form, and requires region, commune, street and number, and on autogas the patent', async () => {
    const send = (input: Record<string, unknown>) =>
      gql<{ requestLinkHelp: Payload }>(
        'mutation($i: HelpInput!) { requestLinkHelp(input: $i) { ok message fieldErrors { field message } } }',
        { i: input },
      );
    expect(
      (await send({ line: 'AUTOGAS', region: 'RM', commune: '', street: '', number: '' })).data?.requestLinkHelp.fieldErrors.map(
        (e) => e.field,
      ),
    ).toEqual(['commune', 'street', 'number', 'patent']);
    const address = { region: 'RM', commune: 'Ñuñoa', street: 'Irarrázaval', number: '1234' };
    const requests = gateway.backend.world.helpRequests.length;
    expect((await send({ line: 'AUTOGAS', ...address, patent: ' ' })).data?.requestLinkHelp.fieldErrors).toEqual([
      { field: 'patent', message: 'Campo requerido' },
    ]);
    expect(gateway.backend.world.helpRequests).toHaveLength(requests);
    expect((await send({ line: 'METER', ...address })).data?.requestLinkHelp.ok).toBe(true);
    expect(
      (await send({ line: 'AUTOGAS', region: 'RM', commune: 'Ñuñoa', street: 'Irarrázaval', number: '1234', patent: 'abcd12' })).data
        ?.requestLinkHelp,
    ).toMatchObject({ ok: true, message: 'Solicitud enviada con éxito' });
    expect(gateway.backend.world.helpRequests.at(-1)?.body).toMatchObject({ id_business_line: 5, patent: 'ABCD12', street: 'IRARRÁZAVAL' });
  });
});

type Rows = { status: string; data?: Array<Record<string, unknown>> };
/** a list's rows, each cut down to the fields spec 2 §3 names for its line (and the address written whole) */
const specRows =
  (fields: string[], extra: Array<Record<string, unknown>> = []) =>
  (json: unknown) => {
    const answer = json as Rows;
    return {
      ...answer,
      data: [
        ...(answer.data ?? []).map((row) => ({
          ...Object.fromEntries(fields.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])),
          client_address: `${String(row.address_street)} ${String(row.address_num)}`,
        })),
        ...extra,
      ],
    };
  };

describe("the service lists of a backend that writes spec 2 §3's shapes (issue 37)", () => {
  it('shows a meter service without client_name or RUT, and leaves out only a row with neither code nor client id', async () => {
    const spec = speakingSpec(
      gateway.backend,
      '/bussines_line/meter/list',
      specRows(
        ['client_cod', 'contract_cod', 'client_id', 'client_city', 'client_region_cod'],
        [{ client_city: 'Ñuñoa', client_region_cod: '13' }],
      ),
    );
    try {
      const answer = await gql<{ viewer: { services: { meter: Array<Record<string, unknown>> | null; cylinder: unknown[] | null } } }>(
        '{ viewer { services { meter { clientCode contractCode holderName holderRut address } cylinder { clientCode } } } }',
        {},
        cliente,
      );
      expect(answer.errors).toBeUndefined();
      const person = gateway.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
      const meters = person.linked.meter.map((id) => gateway.backend.world.accounts.find((a) => a.id === id)!);
      expect(answer.data!.viewer.services.meter).toEqual(
        meters.map((m) => ({
          clientCode: m.client_cod,
          contractCode: m.contract_cod,
          holderName: null,
          holderRut: null,
          address: `${m.street} ${m.number}`,
        })),
      );
      expect(answer.data!.viewer.services.cylinder).toHaveLength(1);
    } finally {
      spec.restore();
    }
  });

  it('fails only the list whose envelope is wrong', async () => {
    const log = catchBackendFailures();
    const spec = speakingSpec(gateway.backend, '/bussines_line/housing/list', () => ({ status: 'ok', data: 'sin datos' }));
    try {
      const answer = await gql<{ viewer: { services: { meter: unknown[] | null; bulk: unknown[] | null } } }>(
        '{ viewer { services { meter { clientCode } bulk { clientCode } } } }',
        {},
        cliente,
      );
      expect(answer.data!.viewer.services.bulk).toBeNull();
      expect(answer.errors?.map((e) => e.path)).toEqual([['viewer', 'services', 'bulk']]);
      expect(answer.data!.viewer.services.meter!.length).toBeGreaterThan(0);
      expect(log.failures).toEqual(['MALFORMED /bussines_line/housing/list']);
    } finally {
      spec.restore();
    }
  });

  it('unlinks a cylinder listed by its client_id alone, sending that id as the list wrote it (spec 1 §7)', async () => {
    const c = nuevoAccount('cylinder');
    expect((await link({ line: 'CYLINDER', clientCode: c.client_cod })).data?.linkAccount.ok).toBe(true);
    const list = speakingSpec(gateway.backend, '/bussines_line/cylinder/list', specRows(['client_id', 'client_city', 'client_region_cod']));
    const removal = speakingSpec(gateway.backend, '/bussines_line/cylinder/delete');
    try {
      const [row] = (
        await gql<{ viewer: { services: { cylinder: Array<{ clientCode: string; clientId: number }> } } }>(
          '{ viewer { services { cylinder { clientCode clientId } } } }',
        )
      ).data!.viewer.services.cylinder;
      expect(row).toEqual({ clientCode: String(c.id), clientId: c.id });
      expect((await unlink({ line: 'CYLINDER', clientCode: row!.clientCode, clientId: row!.clientId })).data?.unlinkAccount.ok).toBe(true);
      expect(removal.bodies).toEqual([{ client_cod: String(c.id) }]);
      expect((await mine()).cylinder).toEqual([]);
    } finally {
      removal.restore();
      list.restore();
    }
  });
});

describe('notifications through the http transport', () => {
  it('lists, marks all read, and the cylinder check adds a status-change notification once per change', async () => {
    const unread = async () =>
      (await gql<{ viewer: { unreadNotifications: number } }>('{ viewer { unreadNotifications } }', {}, cliente)).data!.viewer
        .unreadNotifications;
    expect(await unread()).toBeGreaterThan(0);
    await gql('mutation { markNotificationsRead { ok } }', {}, cliente);
    expect(await unread()).toBe(0);
    await gql('mutation { checkCylinderNotifications(firstTime: true) { ok } }', {}, cliente);
    expect(await unread()).toBe(0);
    // the world delivers one of cliente's cylinder orders on its way
    const world = gateway.backend.world;
    const mine = world.persons.find((p) => p.email === 'cliente@demo.cl')!.linked.cylinder;
    const onTheWay = world.cylinderOrders.find((o) => mine.includes(o.account) && o.state === 'Camino')!;
    onTheWay.deliverAt = 0;
    // the check's answer carries the bell's count with the notification it has just made: no second request
    const checked = await gql<{ checkCylinderNotifications: { ok: boolean; viewer: { unreadNotifications: number } } }>(
      'mutation { checkCylinderNotifications(firstTime: false) { ok viewer { unreadNotifications } } }',
      {},
      cliente,
    );
    expect(checked.data?.checkCylinderNotifications).toEqual({ ok: true, viewer: { unreadNotifications: 1 } });
    await gql('mutation { checkCylinderNotifications(firstTime: true) { ok } }', {}, cliente);
    expect(await unread()).toBe(1);
    const list = await gql<{ viewer: { notifications: Array<{ target: string; path: string | null; url: string | null }> } }>(
      '{ viewer { notifications { target path url } } }',
      {},
      cliente,
    );
    expect(list.data?.viewer.notifications.some((n) => n.target === 'EXTERNAL' && n.url)).toBe(true);
    expect(list.data?.viewer.notifications.some((n) => n.target === 'INTERNAL' && n.path)).toBe(true);
  });
});
