/** The requests calls a person's account can be answered (spec 1 §7, spec 2 §3 Convenios de Pago). */
import * as requests from '../../gateway/backend/shapes/requests';
import { dataList, given, none, type Check } from './check';

export const REQUESTS_CHECKS: Check[] = [
  {
    path: '/request/list',
    shape: requests.requestListShape,
    payload: none,
    learn: (answer, known) => {
      const row = dataList(answer).find((r) => typeof r.id === 'number' && (r.is_sf === 0 || r.is_sf === 1));
      if (row) known.request = { id: row.id as number, isSalesforce: row.is_sf as 0 | 1 };
    },
  },
  {
    path: '/request/get',
    shape: requests.requestDetailAnswerShape,
    payload: given(
      (k) => k.request,
      ({ id, isSalesforce }) => ({ request_id: id, is_sf: isSalesforce }),
    ),
  },
  { path: '/request/type/tree', shape: requests.requestTreeShape, payload: none },
  {
    path: '/request/agreements/list',
    shape: requests.agreementListShape,
    payload: given(
      (k) => k.contract,
      (contract_code) => ({ contract_code }),
    ),
    learn: (answer, known) => {
      const id = dataList(answer).find((a) => typeof a.id === 'number')?.id;
      if (typeof id === 'number') known.agreement = id;
    },
  },
  {
    path: '/request/agreements/detail',
    shape: requests.agreementDetailShape,
    payload: given(
      (k) => k.agreement,
      (agreements_id) => ({ agreements_id }),
    ),
  },
];
