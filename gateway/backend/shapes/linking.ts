/** The shapes of the linking calls' answers (gateway/backend/contract/linking.answers.ts): every form the spec allows. */
import type {
  AutogasListAnswer,
  BackendAutogasAccount,
  BackendPatent,
  BackendRegion,
  BackendServiceAccount,
  RegionsAnswer,
  ServiceListAnswer,
} from '../contract';
import { array, id, literal, nullable, object, optional, string, text, yesNo, type Shape } from '../shape';

/** a field the backend may leave out, or write null */
const maybe = <T>(shape: Shape<T>) => optional(nullable(shape));

/** Spec 1 §3's generic account or spec 2 §3's per-line service: what every shape names is required. */
export const serviceAccountShape = object<BackendServiceAccount>()({
  client_id: id,
  client_city: text,
  client_region_cod: text,
  client_cod: maybe(id),
  contract_cod: maybe(id),
  meter_cod: maybe(id),
  client_rut: maybe(text),
  client_name: maybe(text),
  client_address: maybe(text),
  address_street: maybe(text),
  address_num: maybe(text),
  address_block: maybe(text),
  address_dept: maybe(text),
  client_street: maybe(text),
  client_number: maybe(text),
  client_num: maybe(text),
  client_block: maybe(text),
  client_dept: maybe(text),
  client_location: maybe(text),
  has_bloqueo: maybe(yesNo),
  telemetry_activated: maybe(yesNo),
  business_line_id: maybe(id),
});

export const serviceListShape = object<ServiceListAnswer>()({
  status: literal('ok', 'empty'),
  message: optional(string),
  data: optional(array(serviceAccountShape)),
});

const patentShape = object<BackendPatent>()({
  patent: text,
  conversion_contract_number: id,
  client_cod: maybe(id),
  linked: maybe(yesNo),
});

export const autogasAccountShape = object<BackendAutogasAccount>()({
  client_id: id,
  patents: array(patentShape),
  client_cod: maybe(id),
  client_name: maybe(text),
  client_rut: maybe(text),
});

export const autogasListShape = object<AutogasListAnswer>()({
  status: literal('ok', 'empty'),
  message: optional(string),
  data: optional(array(autogasAccountShape)),
});

const regionShape = object<BackendRegion>()({
  id,
  name: text,
  code: text,
  communes: array(object<BackendRegion['communes'][number]>()({ id, name: text })),
});

export const regionsShape = object<RegionsAnswer>()({ status: literal('ok'), data: array(regionShape) });
