/**
 * The lists of a person's services (spec 1 §7, spec 2 §3), which give the later calls their ids, and the reads of the
 * linking screen: suggestions, searches (by the account's own codes: they find what is already linked) and streets.
 */
import { dataList, given, idOf, isLinked, none, numberIdOf, type Check, type Known } from './check';

type Service = Record<string, unknown>;

/** A street of the service's address, as the street helper is asked it (its first words). */
function streetOf(service: Service): string | undefined {
  for (const field of ['address_street', 'client_street', 'client_address']) {
    const value = service[field];
    if (typeof value === 'string' && value.trim().length > 2) return value.trim().split(/\s+/).slice(0, 2).join(' ').toUpperCase();
  }
  return undefined;
}

function learnPlace(service: Service | undefined, known: Known): void {
  const street = service && streetOf(service);
  if (!street || known.place) return;
  const region = idOf(service.client_region_cod);
  const commune = typeof service.client_city === 'string' ? service.client_city : undefined;
  known.place = { street, region, commune };
}

export const SERVICE_LIST_CHECKS: Check[] = [
  {
    path: '/bussines_line/meter/list',
    payload: none,
    learn: (answer, known) => {
      const meter = dataList(answer).find((s) => idOf(s.contract_cod));
      known.contract = idOf(meter?.contract_cod);
      known.meterClientId = numberIdOf(meter?.client_id);
      learnPlace(meter, known);
    },
  },
  {
    path: '/bussines_line/housing/list',
    payload: none,
    learn: (answer, known) => {
      const bulk = dataList(answer).find((s) => idOf(s.client_cod));
      known.bulkClient = idOf(bulk?.client_cod);
      known.bulkClientId = numberIdOf(bulk?.client_id);
      learnPlace(bulk, known);
    },
  },
  {
    path: '/bussines_line/cylinder/list',
    payload: none,
    learn: (answer, known) => {
      // spec 2 §3 names no client_cod for a cylinder service: its client_id stands for it, as the portal asks
      const service = dataList(answer).find((s) => (idOf(s.client_cod) ?? idOf(s.client_id)) && typeof s.client_city === 'string');
      const code = idOf(service?.client_cod) ?? idOf(service?.client_id);
      if (service && code) known.cylinderClient = { code, city: String(service.client_city), id: numberIdOf(service.client_id) };
      learnPlace(service, known);
    },
  },
  {
    path: '/bussines_line/autogas/list',
    payload: none,
    learn: (answer, known) => {
      for (const account of dataList(answer)) {
        const patents = Array.isArray(account.patents) ? account.patents : [];
        for (const patent of patents) {
          if (!patent || typeof patent !== 'object') continue;
          const p = patent as Service;
          const plate = idOf(p.patent);
          // the client code from the account, or from the plate (spec 2 §3 puts client_cod in each patent)
          if (!plate || !isLinked(p)) continue;
          known.plates = [...(known.plates ?? []), plate];
          if (known.autogas) continue;
          known.autogas = {
            patent: plate,
            contractNumber: idOf(p.conversion_contract_number) ?? '',
            clientCode: idOf(account.client_cod) ?? idOf(p.client_cod),
            clientId: numberIdOf(account.client_id),
          };
        }
      }
    },
  },
];

export const LINKING_CHECKS: Check[] = [
  { path: '/bussines_line/meter/recomended', payload: none },
  { path: '/bussines_line/housing/recomended', payload: none },
  { path: '/bussines_line/cylinder/recomended', payload: none },
  { path: '/bussines_line/autogas/recomended', payload: none },
  {
    path: '/regions',
    payload: none,
    learn: (answer, known) => {
      const regions = dataList(answer);
      const wanted = known.place?.region;
      const region = regions.find((r) => wanted && idOf(r.code) === wanted) ?? regions[0];
      const communes = Array.isArray(region?.communes) ? (region.communes as Service[]) : [];
      const commune = communes.find((c) => c?.name === known.place?.commune) ?? communes[0];
      const code = idOf(region?.code);
      if (code && typeof commune?.name === 'string') known.region = { code, commune: commune.name };
    },
  },
  {
    path: '/bussines_line/address/search',
    needs: 'la cuenta no tiene un servicio con calle, o /regions no dio una región con comunas',
    payload: (k) =>
      k.place && k.region
        ? { region: k.place.region ?? k.region.code, comune: (k.place.commune ?? k.region.commune).toUpperCase(), street: k.place.street }
        : null,
  },
  {
    path: '/bussines_line/meter/search',
    needs: 'la cuenta no tiene contratos de medidor: vincula uno',
    payload: given(
      (k) => k.contract,
      (contract_cod) => ({ contract_cod }),
    ),
  },
  {
    path: '/bussines_line/housing/search',
    needs: 'la cuenta no tiene clientes de granel: vincula uno',
    payload: given(
      (k) => k.bulkClient,
      (client_cod) => ({ client_cod }),
    ),
  },
  {
    path: '/bussines_line/cylinder/search',
    needs: 'la cuenta no tiene clientes de cilindro: vincula uno',
    payload: given(
      (k) => k.cylinderClient,
      ({ code }) => ({ client_cod: code }),
    ),
  },
  {
    path: '/bussines_line/autogas/search',
    needs: 'la cuenta no tiene patentes de autogas: vincula una',
    payload: given(
      (k) => k.autogas,
      ({ patent }) => ({ patent }),
    ),
  },
];
