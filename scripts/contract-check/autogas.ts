/** The autogas reads an account with a plate can be answered (spec 2 §7 "Autogas"), in the order their ids become known. */
import { FILTER_OPTION } from '../../gateway/mappers/autogas';
import { dataList, dataRecord, given, idOf, lastDays, numberIdOf, type Check, type Known } from './check';

/** plates asked one by one at most */
const MAX_PLATES = 5;
const NEEDS_PLATE = 'la cuenta no tiene patentes de autogas: vincula una';
const NEEDS_CONTRACT = 'la patente de autogas de la cuenta no trae su conversion_contract_number';
const plate = (known: Known) => known.autogas;
const byPatent = given(plate, ({ patent }) => ({ patent }));
const byContract = (known: Known) =>
  known.autogas?.contractNumber ? { patent: known.autogas.patent, contract_number: known.autogas.contractNumber } : null;

/** The first maintenance suggestion of a list (id_service, num_mant): what the slots and prices are asked for. */
function learnPlan(services: unknown, known: Known, patent?: string): void {
  if (!Array.isArray(services) || known.maintenancePlan) return;
  for (const service of services as Array<Record<string, unknown> | null>) {
    const serviceId = numberIdOf(service?.id_service);
    const number = numberIdOf(service?.num_mant);
    if (serviceId !== undefined && number !== undefined) return void (known.maintenancePlan = { serviceId, number, patent });
  }
}

export const AUTOGAS_CHECKS: Check[] = [
  { path: '/autogas/dashboard', needs: NEEDS_PLATE, payload: byPatent },
  {
    path: '/autogas/maintenance/next',
    needs: NEEDS_PLATE,
    payload: byPatent,
    // each plate, as the dashboard asks each: an empty answer is the one a backend may give the plan with (data.services)
    payloads: (k) => (k.plates ?? []).slice(0, MAX_PLATES).map((patent) => ({ patent })),
    learn: (answer, known, payload) => learnPlan(dataRecord(answer)?.services, known, (payload as { patent?: string }).patent),
  },
  {
    path: '/autogas/maintenance/services',
    needs: NEEDS_PLATE,
    payload: byPatent,
    learn: (answer, known, payload) =>
      learnPlan((answer as { data?: unknown } | null)?.data, known, (payload as { patent?: string }).patent),
  },
  { path: '/autogas/maintenance/future/list', needs: NEEDS_PLATE, payload: byPatent },
  {
    path: '/autogas/maintenance/regions',
    needs: NEEDS_PLATE,
    payload: byPatent,
    learn: (answer, known) => {
      const data = dataRecord(answer);
      const regions = Array.isArray(data?.regions) ? (data.regions as Array<Record<string, unknown> | null>) : [];
      known.maintenanceRegion = idOf(data?.pre_selected_code) ?? regions.map((r) => idOf(r?.code)).find(Boolean);
    },
  },
  {
    path: '/autogas/maintenance/workshops',
    needs: 'la respuesta de /autogas/maintenance/regions no trae regiones',
    payload: given(
      (k) => k.maintenanceRegion,
      (region_code) => ({ region_code }),
    ),
    learn: (answer, known) => {
      const workshops = dataRecord(answer)?.workshops;
      const list = Array.isArray(workshops) ? (workshops as Array<Record<string, unknown> | null>) : [];
      known.workshop = list.map((w) => idOf(w?.code)).find(Boolean);
    },
  },
  {
    path: '/autogas/maintenance/datetimes',
    needs: 'sin taller (/autogas/maintenance/workshops) o sin mantención sugerida (/autogas/maintenance/services)',
    payload: (k) => (k.workshop && k.maintenancePlan ? { workshop_code: k.workshop, id_service: k.maintenancePlan.serviceId } : null),
  },
  {
    path: '/autogas/maintenance/prices',
    needs: 'sin taller (/autogas/maintenance/workshops) o sin mantención sugerida (/autogas/maintenance/services)',
    payload: (k) =>
      k.autogas && k.workshop && k.maintenancePlan
        ? { patent: k.maintenancePlan.patent ?? k.autogas.patent, num_mant: k.maintenancePlan.number, workshop_code: k.workshop }
        : null,
  },
  {
    path: '/autogas/maintenance_assistance_history',
    needs: NEEDS_CONTRACT,
    payload: (k) => {
      const asked = byContract(k);
      return asked && { ...asked, option: FILTER_OPTION.ALL };
    },
    learn: (answer, known) => {
      for (const item of dataList(answer)) {
        const notice = numberIdOf(item.notice_id);
        if (notice !== undefined) return void (known.noticeId = notice);
      }
    },
  },
  {
    path: '/autogas/maintenance_assistance_detail',
    needs: 'la patente de autogas de la cuenta no tiene mantenciones ni asistencias en su historial',
    payload: (k) => {
      const asked = byContract(k);
      return asked && k.noticeId !== undefined ? { ...asked, notice_id: k.noticeId } : null;
    },
  },
  { path: '/autogas/contract', needs: NEEDS_CONTRACT, payload: byContract },
  { path: '/autogas/record/current', needs: NEEDS_PLATE, payload: byPatent },
  {
    path: '/autogas/record/list',
    needs: NEEDS_PLATE,
    payload: given(plate, ({ patent }) => {
      const month = lastDays(30);
      return { patent, start_day: month.from, end_day: month.to };
    }),
  },
  { path: '/autogas/goals', needs: NEEDS_PLATE, payload: byPatent },
];
