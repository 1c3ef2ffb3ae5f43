/**
 * Linking services to the account (spec 1 §7, §2 /adminitracion_cuentas) in spec 2 §3's per-line shapes: a meter
 * service, a housing service, a cylinder service (no client code) and an autogas account with its patents. Also
 * the address helpers of the linking screens: regions with communes, street suggestions and the help request.
 */
import { empty, failure, forbidden, invalid, list, ok, okMessage, openPost, post, type AuthContext, type Routes } from '../kit';
import { fold, findCommune, REGIONS, STREETS } from '../places';
import { addressLine, mine } from '../owned';
import { linksOf } from '../world';
import type { Address, AutogasAccount, CylinderClient, HousingClient, MeterContract, Vehicle } from '../records';

const place = (address: Address) => ({
  client_address: addressLine(address),
  client_city: address.city,
  client_region_cod: address.region_cod,
});

const meterView = (m: MeterContract) => ({
  client_cod: m.client_cod,
  contract_cod: m.contract_cod,
  client_id: m.client_id,
  ...place(m.address),
});

const housingView = (h: HousingClient) => ({
  client_cod: h.client_cod,
  client_id: h.client_id,
  ...place(h.address),
  business_line_id: 6,
  has_bloqueo: h.has_bloqueo,
  telemetry_activated: h.telemetry_activated,
});

const cylinderView = (c: CylinderClient) => ({ client_id: c.client_id, ...place(c.address) });

/** Accounts with the given vehicles, one entry per account. */
function autogasView(pairs: Array<{ account: AutogasAccount; vehicle: Vehicle }>) {
  const accounts = new Map<AutogasAccount, Vehicle[]>();
  for (const { account, vehicle } of pairs) accounts.set(account, [...(accounts.get(account) ?? []), vehicle]);
  return [...accounts].map(([account, vehicles]) => ({
    client_id: account.client_id,
    patents: vehicles.map((v) => ({
      patent: v.patent,
      conversion_contract_number: v.conversion_contract_number,
      client_cod: v.client_cod,
    })),
  }));
}

const NONE = 'No se encontraron servicios con los datos ingresados.';
const LINKED = 'El servicio se ha vinculado a tu cuenta correctamente';
const UNLINKED = 'El servicio se ha desvinculado de tu cuenta correctamente';
const ALREADY = 'El servicio ya se encuentra vinculado a tu cuenta.';

/** Matches an address search (comune, street, number[, dept]) against an address. */
function atAddress(context: AuthContext, address: Address, withDept = false): boolean {
  const { comune, street, number } = context.payload.texts('comune', 'street', 'number');
  const dept = withDept ? context.payload.optText('client_dept') : null;
  return (
    fold(address.comune) === fold(findCommune(comune)?.commune.name ?? comune) &&
    fold(address.street).includes(fold(street)) &&
    fold(address.number) === fold(number) &&
    (!dept || fold(address.dept ?? '') === fold(dept))
  );
}

const rutOf = (context: AuthContext) => context.payload.text('rut').replace(/\./g, '').toUpperCase();

const allVehicles = (context: AuthContext) =>
  context.world.autogas.flatMap((account) => account.vehicles.map((vehicle) => ({ account, vehicle })));

export const routes: Routes = {
  '/bussines_line/meter/list': post((c) => list(mine(c).meters.map(meterView))),
  '/bussines_line/housing/list': post((c) => list(mine(c).housing.map(housingView))),
  '/bussines_line/cylinder/list': post((c) => list(mine(c).cylinders.map(cylinderView))),
  '/bussines_line/autogas/list': post((c) => list(autogasView(mine(c).vehicles))),

  // recommended: services held under the person's RUT that are not linked yet
  '/bussines_line/meter/recomended': post(({ world, person }) =>
    list(world.meters.filter((m) => m.holder_rut === person.dni && !linksOf(world, person.id).meter.has(m.contract_cod)).map(meterView)),
  ),
  '/bussines_line/housing/recomended': post(({ world, person }) =>
    list(world.housing.filter((h) => h.holder_rut === person.dni && !linksOf(world, person.id).housing.has(h.client_cod)).map(housingView)),
  ),
  '/bussines_line/cylinder/recomended': post(({ world, person }) =>
    list(
      world.cylinders.filter((c) => c.holder_rut === person.dni && !linksOf(world, person.id).cylinder.has(c.client_id)).map(cylinderView),
    ),
  ),
  '/bussines_line/autogas/recomended': post((c) =>
    list(
      autogasView(
        allVehicles(c).filter(
          ({ account, vehicle }) => account.holder_rut === c.person.dni && !linksOf(c.world, c.person.id).autogas.has(vehicle.patent),
        ),
      ),
    ),
  ),

  '/bussines_line/meter/search': post((c) => {
    const { payload, world } = c;
    let found: MeterContract[];
    if (payload.has('contract_cod')) found = world.meters.filter((m) => m.contract_cod === payload.text('contract_cod').padStart(10, '0'));
    else if (payload.has('meter_cod')) found = world.meters.filter((m) => fold(m.meter_cod) === fold(payload.text('meter_cod')));
    else found = world.meters.filter((m) => atAddress(c, m.address, true));
    return found.length ? ok(found.map(meterView)) : empty(NONE);
  }),
  '/bussines_line/housing/search': post((c) => {
    const { payload, world } = c;
    let found: HousingClient[];
    if (payload.has('client_cod')) found = world.housing.filter((h) => h.client_cod === payload.text('client_cod').padStart(10, '0'));
    else if (payload.has('rut')) found = world.housing.filter((h) => h.holder_rut === rutOf(c));
    else found = world.housing.filter((h) => atAddress(c, h.address));
    return found.length ? ok(found.map(housingView)) : empty(NONE);
  }),
  '/bussines_line/cylinder/search': post((c) => {
    const { payload, world } = c;
    const found = payload.has('client_cod')
      ? world.cylinders.filter((x) => x.client_cod === payload.text('client_cod').padStart(10, '0'))
      : world.cylinders.filter((x) => atAddress(c, x.address));
    return found.length ? ok(found.map(cylinderView)) : empty(NONE);
  }),
  '/bussines_line/autogas/search': post((c) => {
    const found = c.payload.has('patent')
      ? allVehicles(c).filter(({ vehicle }) => vehicle.patent === c.payload.text('patent').toUpperCase())
      : allVehicles(c).filter(({ account }) => account.holder_rut === rutOf(c));
    return found.length ? ok(autogasView(found)) : empty('No se encontraron patentes con los datos ingresados.');
  }),

  '/bussines_line/meter/store': post(({ world, person, payload }) => {
    const { client_cod, contract_cod } = payload.texts('client_cod', 'contract_cod');
    const meter = world.meters.find((m) => m.client_cod === client_cod && m.contract_cod === contract_cod);
    if (!meter) return failure(NONE);
    const links = linksOf(world, person.id).meter;
    if (links.has(meter.contract_cod)) return failure(ALREADY);
    links.add(meter.contract_cod);
    return okMessage(LINKED);
  }),
  '/bussines_line/housing/store': post(({ world, person, payload }) => {
    const client_cod = payload.text('client_cod');
    const client = world.housing.find((h) => h.client_cod === client_cod);
    if (!client) return failure(NONE);
    const links = linksOf(world, person.id).housing;
    if (links.has(client.client_cod)) return failure(ALREADY);
    links.add(client.client_cod);
    return okMessage(LINKED);
  }),
  '/bussines_line/cylinder/store': post(({ world, person, payload }) => {
    let client: CylinderClient | undefined;
    if (payload.has('client_cod')) {
      const code = payload.text('client_cod');
      client = world.cylinders.find((x) => x.client_cod === code || String(x.client_id) === code);
      if (!client) return failure(NONE);
    } else {
      const address = payload.raw.address;
      if (!address || typeof address !== 'object' || Array.isArray(address))
        throw invalid('address', 'Debes indicar el código de cliente o la dirección.');
      const fields = address as Record<string, unknown>;
      const text = (name: string) =>
        typeof fields[name] === 'string' || typeof fields[name] === 'number' ? String(fields[name]).trim() : '';
      const found = findCommune(text('comune'));
      if (!found || !text('street') || !text('number')) throw invalid('address', 'La dirección debe tener comuna, calle y número.');
      const same = (a: Address) =>
        fold(a.comune) === fold(found.commune.name) && fold(a.street) === fold(text('street')) && fold(a.number) === fold(text('number'));
      client = world.cylinders.find((x) => same(x.address));
      if (!client) {
        client = {
          client_id: 7200 + world.next('cylinderClient'),
          client_cod: null,
          holder_rut: person.dni,
          address: {
            street: text('street').toUpperCase(),
            number: text('number'),
            block: text('block') || null,
            dept: text('dept') || null,
            location: null,
            comune: found.commune.name,
            city: found.commune.name,
            region_cod: found.region.code,
            latitude: -33.4489,
            longitude: -70.6693,
          },
          orders: [],
        };
        world.cylinders.push(client);
      }
    }
    const links = linksOf(world, person.id).cylinder;
    if (links.has(client.client_id)) return failure(ALREADY);
    links.add(client.client_id);
    return okMessage(LINKED);
  }),
  '/bussines_line/autogas/store': post(({ world, person, payload }) => {
    const client_cod = payload.text('client_cod');
    const patents = payload.list('patents').map((p) => String(p).toUpperCase());
    if (!patents.length) throw invalid('patents', 'Debes indicar al menos una patente.');
    const vehicles = world.autogas.flatMap((a) => a.vehicles).filter((v) => v.client_cod === client_cod && patents.includes(v.patent));
    if (vehicles.length !== patents.length) return failure('Alguna de las patentes no corresponde al cliente indicado.');
    const links = linksOf(world, person.id).autogas;
    if (vehicles.every((v) => links.has(v.patent))) return failure(ALREADY);
    for (const vehicle of vehicles) links.add(vehicle.patent);
    return okMessage(LINKED);
  }),

  '/bussines_line/meter/delete': post(({ world, person, payload }) => {
    const { client_cod, contract_cod } = payload.texts('client_cod', 'contract_cod');
    const links = linksOf(world, person.id).meter;
    const meter = world.meters.find((m) => m.contract_cod === contract_cod && m.client_cod === client_cod);
    if (!meter || !links.has(meter.contract_cod)) throw forbidden('este contrato');
    links.delete(meter.contract_cod);
    return okMessage(UNLINKED);
  }),
  '/bussines_line/housing/delete': post(({ world, person, payload }) => {
    const client_cod = payload.text('client_cod');
    const links = linksOf(world, person.id).housing;
    if (!links.has(client_cod)) throw forbidden('este cliente');
    links.delete(client_cod);
    return okMessage(UNLINKED);
  }),
  '/bussines_line/cylinder/delete': post(({ world, person, payload }) => {
    const client_id = payload.int('client_cod');
    const links = linksOf(world, person.id).cylinder;
    if (!links.has(client_id)) throw forbidden('este cliente');
    links.delete(client_id);
    return okMessage(UNLINKED);
  }),
  '/bussines_line/autogas/delete': post(({ world, person, payload }) => {
    const client_cod = payload.text('client_cod');
    const given = payload.has('patents') ? payload.list('patents').map((p) => String(p).toUpperCase()) : null;
    const links = linksOf(world, person.id).autogas;
    const held = world.autogas
      .flatMap((a) => a.vehicles)
      .filter((v) => v.client_cod === client_cod && links.has(v.patent))
      .map((v) => v.patent);
    const patents = given ?? held;
    if (!patents.length || patents.some((p) => !held.includes(p))) throw forbidden('esta patente');
    for (const patent of patents) links.delete(patent);
    return okMessage(given ? 'La patente se ha desvinculado de tu cuenta correctamente' : UNLINKED);
  }),

  '/bussines_line/address/search': post(({ payload }) => {
    const { comune, street } = payload.texts('comune', 'street');
    const found = findCommune(comune);
    const streets = (found ? (STREETS[found.commune.name] ?? []) : []).filter((name) => fold(name).includes(fold(street)));
    return streets.length ? ok(streets) : empty();
  }),

  '/regions': openPost(() => ok(REGIONS)),

  '/person/email_request_help': post(({ person, payload }) => {
    if (payload.int('id_person') !== person.id) throw forbidden('esta cuenta');
    const line = payload.int('id_business_line');
    if (![1, 3, 4, 5].includes(line)) throw invalid('id_business_line', 'La línea de negocio debe ser 1, 3, 4 o 5.');
    payload.texts('region', 'comune', 'street', 'number', ...(line === 5 ? (['patent'] as const) : []));
    if (!findCommune(payload.text('comune'))) throw invalid('comune', 'La comuna no existe.');
    if (line === 5 && !/^[A-Z]{2,4}\d{2,4}$/.test(payload.text('patent').toUpperCase()))
      throw invalid('patent', 'La patente no es válida.');
    return okMessage('Solicitud enviada con éxito');
  }),
};
