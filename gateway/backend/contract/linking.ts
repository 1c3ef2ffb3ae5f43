/** The `linking` rows of rest-calls.tsv, linking and unlinking services, and the address helpers of the linking screens. */
import { post } from './call';
import type { NoPayload, StatusAnswer } from './envelope';
import type {
  AddressSearchAnswer,
  AutogasListAnswer,
  CylinderAddress,
  LinkSearchAnswer,
  RegionsAnswer,
  ServiceListAnswer,
} from './linking.answers';

/** The answer shapes live beside, so this file stays a list of calls. */
export type * from './linking.answers';

export const linkingCalls = {
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/meter/list': post<NoPayload, ServiceListAnswer>(),
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/housing/list': post<NoPayload, ServiceListAnswer>(),
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/cylinder/list': post<NoPayload, ServiceListAnswer>(),
  /** status empty or data (spec 1 §7, 2 §7) */
  '/bussines_line/autogas/list': post<NoPayload, AutogasListAnswer>(),
  /** status empty or data (spec 1 §7) */
  '/bussines_line/meter/recomended': post<NoPayload, LinkSearchAnswer>(),
  /** status empty or data (spec 1 §7) */
  '/bussines_line/housing/recomended': post<NoPayload, LinkSearchAnswer>(),
  /** status empty or data (spec 1 §7) */
  '/bussines_line/cylinder/recomended': post<NoPayload, LinkSearchAnswer>(),
  /** status empty or data (spec 1 §7) */
  '/bussines_line/autogas/recomended': post<NoPayload, LinkSearchAnswer>(),
  /**
   * link (spec 1 §7); `last_bill_amount` is ours, not the spec's: the total of the last bill, which linking someone
   * else's account asks for (docs/decisions.md, the ownership rule), sent only when the user gave it
   */
  '/bussines_line/meter/store': post<{ client_cod: string; contract_cod: string; last_bill_amount?: number }, StatusAnswer>(),
  /** link (spec 1 §7), with our optional `last_bill_amount` as the meter's */
  '/bussines_line/housing/store': post<{ client_cod: string; contract_cod: string; last_bill_amount?: number }, StatusAnswer>(),
  /** link (spec 1 §7), with our optional `last_bill_amount` beside the code as the meter's */
  '/bussines_line/cylinder/store': post<
    { client_cod: string; last_bill_amount?: number } | { address: string | CylinderAddress },
    StatusAnswer
  >(),
  /** status, message (spec 1 §7) */
  '/bussines_line/autogas/store': post<{ client_cod: string; patents: string[] }, StatusAnswer>(),
  /** unlink (spec 1 §7) */
  '/bussines_line/meter/delete': post<{ client_cod: string; contract_cod: string }, StatusAnswer>(),
  /** unlink (spec 1 §7) */
  '/bussines_line/housing/delete': post<{ client_cod: string; contract_cod: string }, StatusAnswer>(),
  /** unlink (spec 1 §7) */
  '/bussines_line/cylinder/delete': post<{ client_cod: string }, StatusAnswer>(),
  /** unlink (spec 1 §7) */
  '/bussines_line/autogas/delete': post<{ client_cod: string; patents?: string[] }, StatusAnswer>(),
  /** message or data (spec 1 §7) */
  '/bussines_line/meter/search': post<
    { comune: string; street: string; number: string; client_dept: string } | { contract_cod: string } | { meter_cod: string },
    LinkSearchAnswer
  >(),
  /** message or data (spec 1 §7) */
  '/bussines_line/housing/search': post<
    { comune: string; street: string; number: string } | { rut: string } | { client_cod: string },
    LinkSearchAnswer
  >(),
  /** message or data (spec 1 §7) */
  '/bussines_line/cylinder/search': post<{ comune: string; street: string; number: string } | { client_cod: string }, LinkSearchAnswer>(),
  /** data or message (spec 1 §7) */
  '/bussines_line/autogas/search': post<{ patent: string } | { rut: string }, LinkSearchAnswer>(),
  /** status ok or empty; data list of strings (spec 1 §7) */
  '/bussines_line/address/search': post<{ comune: string; street: string; region: string }, AddressSearchAnswer>(),
  /** regions with communes (spec 1 §7, 2 §7) */
  '/regions': post<NoPayload, RegionsAnswer>(),
  /** help request (spec 1 §7, 2 §7) */
  '/person/email_request_help': post<
    {
      id_person: number;
      id_business_line: number;
      street: string;
      number: string;
      second_numbering: string;
      region: string;
      comune: string;
      patent?: string;
    },
    StatusAnswer
  >(),
} as const;
