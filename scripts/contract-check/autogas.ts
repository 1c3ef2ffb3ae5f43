/** The autogas calls an account with a linked plate can be answered (spec 2 §7), in the order their ids become known. */
import * as autogas from '../../gateway/backend/shapes/autogas';
import { FILTER_OPTION } from '../../gateway/mappers/autogas';
import { given, type Check, type Known } from './check';

const data = (answer: unknown) => (answer as { data?: unknown }).data;
const plate = (known: Known) => known.autogas;
const byPatent = given(plate, ({ patent }) => ({ patent }));
const byContract = (known: Known) =>
  known.autogas ? { patent: known.autogas.patent, contract_number: known.autogas.contractNumber } : null;

/** The last month up to today, as the fuel loads screen asks it (YYYY-MM-DD). */
const lastMonth = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 24 * 3600 * 1000);
  return { start_day: from.toISOString().slice(0, 10), end_day: to.toISOString().slice(0, 10) };
};

export const AUTOGAS_CHECKS: Check[] = [
  { path: '/autogas/dashboard', shape: autogas.dashboardShape, payload: byPatent },
  { path: '/autogas/maintenance/next', shape: autogas.autogasShape(autogas.maintenanceShape), payload: byPatent },
  {
    path: '/autogas/maintenance/services',
    shape: autogas.autogasShape(autogas.serviceListShape),
    payload: byPatent,
    learn: (answer, known) => {
      const [first] = (data(answer) as Array<{ id_service?: unknown; num_mant?: unknown }> | undefined) ?? [];
      if (typeof first?.id_service === 'number' && typeof first.num_mant === 'number')
        known.maintenancePlan = { serviceId: first.id_service, number: first.num_mant };
    },
  },
  { path: '/autogas/maintenance/future/list', shape: autogas.autogasShape(autogas.maintenanceListShape), payload: byPatent },
  {
    path: '/autogas/maintenance/regions',
    shape: autogas.regionsShape,
    payload: byPatent,
    learn: (answer, known) => {
      const regions = data(answer) as { regions?: Array<{ code?: unknown }>; pre_selected_code?: unknown } | undefined;
      const code = regions?.pre_selected_code ?? regions?.regions?.[0]?.code;
      if (typeof code === 'string') known.maintenanceRegion = code;
    },
  },
  {
    path: '/autogas/maintenance/workshops',
    shape: autogas.workshopsShape,
    payload: given(
      (k) => k.maintenanceRegion,
      (region_code) => ({ region_code }),
    ),
    learn: (answer, known) => {
      const code = (data(answer) as { workshops?: Array<{ code?: unknown }> } | undefined)?.workshops?.[0]?.code;
      if (typeof code === 'string') known.workshop = code;
    },
  },
  {
    path: '/autogas/maintenance/datetimes',
    shape: autogas.datetimesShape,
    payload: (k) => (k.workshop && k.maintenancePlan ? { workshop_code: k.workshop, id_service: k.maintenancePlan.serviceId } : null),
  },
  {
    path: '/autogas/maintenance/prices',
    shape: autogas.pricesShape,
    payload: (k) =>
      k.autogas && k.workshop && k.maintenancePlan
        ? { patent: k.autogas.patent, num_mant: k.maintenancePlan.number, workshop_code: k.workshop }
        : null,
  },
  {
    path: '/autogas/maintenance_assistance_history',
    shape: autogas.autogasShape(autogas.maintenanceListShape),
    payload: (k) => {
      const asked = byContract(k);
      return asked && { ...asked, option: FILTER_OPTION.ALL };
    },
    learn: (answer, known) => {
      const [first] = (data(answer) as Array<{ notice_id?: unknown }> | undefined) ?? [];
      if (typeof first?.notice_id === 'number') known.noticeId = first.notice_id;
    },
  },
  {
    path: '/autogas/maintenance_assistance_detail',
    shape: autogas.autogasShape(autogas.maintenanceShape),
    payload: (k) => {
      const asked = byContract(k);
      return asked && k.noticeId !== undefined ? { ...asked, notice_id: k.noticeId } : null;
    },
  },
  { path: '/autogas/contract', shape: autogas.contractShape, payload: byContract },
  { path: '/autogas/record/current', shape: autogas.currentRecordShape, payload: byPatent },
  { path: '/autogas/record/list', shape: autogas.recordListShape, payload: given(plate, ({ patent }) => ({ patent, ...lastMonth() })) },
  { path: '/autogas/goals', shape: autogas.goalsShape, payload: byPatent },
];
