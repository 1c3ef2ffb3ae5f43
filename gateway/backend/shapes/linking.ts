/** The shapes of the linking calls' answers (gateway/backend/contract/linking.answers.ts). */
import type {
  AutogasListAnswer,
  BackendAutogasAccount,
  BackendPatent,
  BackendRegion,
  BackendServiceAccount,
  RegionsAnswer,
  ServiceListAnswer,
} from '../contract';
import { array, flag01, literal, nullable, number, object, optional, string } from '../shape';

export const serviceAccountShape = object<BackendServiceAccount>()({
  client_cod: string,
  meter_cod: optional(nullable(string)),
  contract_cod: nullable(string),
  client_id: number,
  client_city: string,
  client_region_cod: string,
  client_rut: string,
  client_name: string,
  client_address: optional(string),
  address_street: optional(string),
  address_num: optional(string),
  address_block: optional(string),
  address_dept: optional(string),
  client_street: optional(string),
  client_number: optional(string),
  client_num: optional(string),
  client_block: optional(string),
  client_dept: optional(string),
  client_location: optional(string),
  has_bloqueo: optional(flag01),
  telemetry_activated: optional(flag01),
  business_line_id: number,
});

export const serviceListShape = object<ServiceListAnswer>()({ status: literal('ok', 'empty'), data: optional(array(serviceAccountShape)) });

const patentShape = object<BackendPatent>()({ patent: string, conversion_contract_number: string, linked: flag01 });

export const autogasAccountShape = object<BackendAutogasAccount>()({
  client_id: number,
  client_cod: string,
  client_name: string,
  client_rut: string,
  patents: array(patentShape),
});

export const autogasListShape = object<AutogasListAnswer>()({ status: literal('ok', 'empty'), data: optional(array(autogasAccountShape)) });

const regionShape = object<BackendRegion>()({
  id: number,
  name: string,
  code: string,
  communes: array(object<BackendRegion['communes'][number]>()({ id: number, name: string })),
});

export const regionsShape = object<RegionsAnswer>()({ status: literal('ok'), data: array(regionShape) });
