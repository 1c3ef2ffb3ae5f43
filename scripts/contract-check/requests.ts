/** The requests reads a person's account can be answered (spec 1 §7, spec 2 §7 "Requests", spec 2 §3 Convenios de Pago). */
import type { Path } from '../../gateway/backend/contract';
import { dataList, dataRecord, given, none, numberIdOf, type Check, type Known } from './check';

/** The request list's first row the detail can be asked of: its id, and whether it is Salesforce's. */
function learnRequest(answer: unknown, known: Known): void {
  for (const row of dataList(answer)) {
    const id = numberIdOf(row.id);
    if (id === undefined) continue;
    // is_sf as the detail is asked it: 0 or 1 (absent: Salesforce's, as the screen asks)
    const salesforce = row.is_sf === undefined ? 1 : Number(String(row.is_sf) === '1' || row.is_sf === true);
    return void (known.request = { id, isSalesforce: salesforce as 0 | 1 });
  }
}

/** The list, the detail and the tree of a person's or (its twin paths) a company user's requests. */
export function requestChecks(paths: { list: Path; get: Path; tree: Path }): Check[] {
  return [
    { path: paths.list, payload: none, learn: learnRequest },
    {
      path: paths.get,
      needs: 'la cuenta no tiene requerimientos',
      payload: given(
        (k) => k.request,
        ({ id, isSalesforce }) => ({ request_id: id, is_sf: isSalesforce }),
      ),
    },
    { path: paths.tree, payload: none },
  ];
}

/** The wizard's line (spec 2 §7: business_line_id 1, 3, 4, 5): the first the account has, meter when none. */
const lineOf = (k: Known) => (k.contract ? 1 : k.bulkClient ? 3 : k.cylinderClient ? 4 : k.autogas ? 5 : 1);
/** The client the wizard's form is for (its client_id), or the plate for autogas. */
const targetOf = (k: Known) => {
  switch (lineOf(k)) {
    case 3:
      return { client_id: k.bulkClientId ?? null, patent: null };
    case 4:
      return { client_id: k.cylinderClient?.id ?? null, patent: null };
    case 5:
      return { client_id: null, patent: k.autogas?.patent ?? null };
    default:
      return { client_id: k.meterClientId ?? null, patent: null };
  }
};

export const REQUESTS_CHECKS: Check[] = [
  ...requestChecks({ list: '/request/list', get: '/request/get', tree: '/request/type/tree' }),
  {
    path: '/request/category/list',
    payload: (k) => ({ business_line_id: lineOf(k) }),
    learn: (answer, known) => {
      for (const category of dataList(answer)) {
        const types = Array.isArray(category.request_types) ? (category.request_types as Array<Record<string, unknown> | null>) : [];
        const type = types.map((t) => numberIdOf(t?.id)).find((id) => id !== undefined);
        if (type !== undefined) return void (known.requestTypeId ??= type);
      }
    },
  },
  {
    // the reading request's code (spec 2 §3: C321), as the readings screen looks it up
    path: '/request/type/ids',
    payload: () => ({ crm_type_id: 'C321' }),
    learn: (answer, known) => {
      const data = dataRecord(answer);
      const type = numberIdOf(data?.request_type_id ?? data?.type_id);
      if (type !== undefined) known.requestTypeId = type;
    },
  },
  {
    path: '/request/type/get',
    needs: 'ni /request/type/ids (C321) ni /request/category/list dieron un tipo de requerimiento',
    payload: (k) => (k.requestTypeId === undefined ? null : { request_type_id: k.requestTypeId, ...targetOf(k) }),
  },
  {
    path: '/request/agreements/list',
    needs: 'la cuenta no tiene contratos de medidor: vincula uno',
    payload: given(
      (k) => k.contract,
      (contract_code) => ({ contract_code }),
    ),
    learn: (answer, known) => {
      for (const agreement of dataList(answer)) {
        const id = numberIdOf(agreement.id);
        if (id !== undefined) return void (known.agreement = id);
      }
    },
  },
  {
    path: '/request/agreements/detail',
    needs: 'el medidor de la cuenta no tiene convenios de pago',
    payload: given(
      (k) => k.agreement,
      (agreements_id) => ({ agreements_id }),
    ),
  },
];
