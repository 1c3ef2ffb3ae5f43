import { gatewayError, type BackendClient } from '../backend/client';
import type { AnswerOf } from '../backend/contract';
import type { Resolvers } from '../generated/resolvers';
import { lengthErrors } from '../../machines/rules/limits';
import { readDay, readNumber } from '../backend/forms';
import { isNotProvided } from '../backend/not-provided';
import type { MaintenanceService } from '../generated/resolvers';
import {
  byLoadDesc,
  byRegistrationDesc,
  FILTER_OPTION,
  mapContract,
  mapFuelLoads,
  mapGoals,
  mapMaintenance,
  mapMaintenanceRegions,
  mapMaintenances,
  mapPrice,
  mapServices,
  mapSlots,
  mapSummary,
  mapWorkshops,
} from '../mappers/autogas';
import { alreadyAsked, idOf } from '../mappers/services';
import { orderActionPayload } from '../mappers/bulk';
import { refused, statusPayload } from '../mappers/payload';
import { okRows } from './services';
import { askByContract } from './autogas-contract';
import { agendaOf, agendaResolvers } from './autogas-agenda';
import { missingScheduleFields, SCHEDULE_REQUIRED_MESSAGE } from '../../machines/rules/maintenance-rules';
import { chileDay, ISO_DAY, NO_FUTURE_DATES } from '../../machines/rules/chile-time';

const unavailable = (message?: string) =>
  gatewayError('BACKEND_UNAVAILABLE', message ?? 'No fue posible obtener la información, por favor intente nuevamente más tarde');

/** A plate, a contract number or a code as the client's rules allow it: required, within its limit. */
function checked(values: Record<string, string>): void {
  for (const [field, value] of Object.entries(values)) {
    if (!value.trim()) throw gatewayError('BAD_USER_INPUT', `${field} es obligatorio`);
  }
  const tooLong = lengthErrors(values);
  if (tooLong.length) throw gatewayError('BAD_USER_INPUT', tooLong[0]!.message);
}

/**
 * A notice id as the backend wrote it: text, leading zeros kept (a SAP-style 000410023 is found, issue 37). What is
 * not an id at all (blank, spaces inside, too long) names no maintenance.
 */
function noticeOf(noticeId: string): string {
  const notice = noticeId.trim();
  if (!/^[0-9A-Za-z-]{1,40}$/.test(notice)) throw gatewayError('BAD_USER_INPUT', 'La mantención no existe');
  return notice;
}

/**
 * The plan an answer of /autogas/maintenance/next carries when nothing is scheduled: its data.services, or its data as
 * the list (a backend without the plan lookup may answer so); null when it carries none.
 */
function carriedPlan(next: { status?: string; data?: unknown }): MaintenanceService[] | null {
  if (next.status !== 'empty' || !next.data || typeof next.data !== 'object') return null;
  const services = Array.isArray(next.data) ? next.data : (next.data as { services?: unknown }).services;
  return Array.isArray(services) ? mapServices(services) : null;
}

/**
 * The plate's maintenance plan: the one the empty next maintenance carries, else the lookup by plate (a path the spec
 * does not give, gateway/backend/chosen-paths.ts); a backend without that lookup is asked for its next maintenance,
 * whose empty answer may carry the plan. What cannot be read fails the block.
 */
async function planOf(
  backend: BackendClient,
  patent: string,
  next?: { status?: string; data?: unknown },
  asked?: Promise<AnswerOf<'/autogas/maintenance/services'>>,
): Promise<MaintenanceService[]> {
  const carried = next ? carriedPlan(next) : null;
  if (carried) return carried;
  try {
    const services = await (asked ?? backend.call('/autogas/maintenance/services', { patent }));
    if (services.status === 'error') throw unavailable();
    return services.status === 'ok' ? mapServices(services.data) : [];
  } catch (error) {
    if (next || !isNotProvided(error)) throw error;
    const plan = carriedPlan(await backend.call('/autogas/maintenance/next', { patent }));
    if (plan) return plan;
    throw error;
  }
}

/**
 * A region's workshops; a refusal by the backend is an error with its message. Which workshops a region has is the same
 * for every user (the call names the region alone): reference data, kept by the gateway, so the scheduling form's
 * preselected region waits for no call of its own (issue 44). Only an ok answer is kept.
 */
async function workshopsOf(backend: BackendClient, regionCode: string) {
  const answer = await backend.callReference('/autogas/maintenance/workshops', { region_code: regionCode });
  if (answer.status === 'error') throw unavailable(answer.message);
  return answer.status === 'ok' ? mapWorkshops(answer.data?.workshops) : [];
}

/** What is scheduled ahead for the plate. */
async function scheduledOf(backend: BackendClient, patent: string) {
  const answer = await backend.call('/autogas/maintenance/future/list', { patent });
  if (answer.status === 'error') throw unavailable(answer.message);
  return mapMaintenances(okRows(answer, '/autogas/maintenance/future/list'), Date.now());
}

/** What the scheduling form starts from: the regions (one preselected) and the plan's maintenances. */
async function schedulingStart(backend: BackendClient, patent: string) {
  const [regions, services] = await Promise.all([backend.call('/autogas/maintenance/regions', { patent }), planOf(backend, patent)]);
  if (regions.status === 'error') throw unavailable();
  return {
    regions: regions.status === 'ok' ? mapMaintenanceRegions(regions.data?.regions) : [],
    preSelectedRegion: idOf(regions.data?.pre_selected_code),
    services,
  };
}

/** Autogas for persons (spec 2 §2, §7). The backend refuses a plate or contract that is not the caller's. */
export const autogasResolvers: Resolvers = {
  MaintenanceAgenda: agendaResolvers,
  MaintenanceScheduling: {
    // a failure leaves the start whole: the form asks for the region's workshops itself, and shows that error there
    preSelectedWorkshops: ({ regions, preSelectedRegion }, _, { backend }) =>
      preSelectedRegion && regions.some((region) => region.code === preSelectedRegion)
        ? workshopsOf(backend, preSelectedRegion).catch(() => null)
        : null,
  },
  AutogasVehicle: {
    summary: async ({ patent }, _, { backend }) => {
      const answer = await backend.call('/autogas/dashboard', { patent });
      if (answer.status !== 'ok' || !answer.data || typeof answer.data !== 'object') throw unavailable(answer.message);
      return mapSummary(answer.data);
    },
    nextMaintenance: async ({ patent }, _, { backend }) => {
      // the plan by plate is the fallback of an empty next maintenance that carries none: asked beside it rather than
      // after it (issue 44), and dropped, with its failure, when the next maintenance does not need it
      const plan = backend.call('/autogas/maintenance/services', { patent });
      plan.catch(() => undefined);
      const next = await backend.call('/autogas/maintenance/next', { patent });
      if (next.status === 'ok' && next.data && typeof next.data === 'object')
        return { scheduled: mapMaintenance(next.data, Date.now()), suggestions: [] };
      if (next.status !== 'empty') throw unavailable();
      // status empty: the plan it carries, else the fallback lookup of the plan by plate (spec 2 §4)
      return { scheduled: null, suggestions: await planOf(backend, patent, next, plan) };
    },
  },
  Viewer: {
    autogasContract: async (_, { patent, contractNumber }, { backend }) => {
      checked({ patent });
      const answer = await askByContract(backend, patent, contractNumber, (contract_number) =>
        backend.call('/autogas/contract', { patent, contract_number }),
      );
      if (answer.status !== 'ok' || !answer.data || typeof answer.data !== 'object') throw unavailable(answer.message);
      return mapContract(answer.data);
    },
    autogasCurrentMonth: async (_, { patent }, { backend }) => {
      checked({ patent });
      const answer = await backend.call('/autogas/record/current', { patent });
      if (answer.status === 'error') throw unavailable(answer.message);
      const liters = answer.status === 'ok' ? readNumber(answer.data?.total_liters) : null;
      return { liters: liters || null };
    },
    autogasFuelLoads: async (_, { patent, from, to }, { backend }) => {
      checked({ patent });
      if (!ISO_DAY.test(from) || !ISO_DAY.test(to) || from > to) throw gatewayError('BAD_USER_INPUT', 'Rango de fechas no válido');
      if (to > chileDay()) throw gatewayError('BAD_USER_INPUT', NO_FUTURE_DATES);
      const answer = await backend.call('/autogas/record/list', { patent, start_day: from, end_day: to });
      if (answer.status === 'error') throw unavailable(answer.message);
      return mapFuelLoads(okRows(answer, '/autogas/record/list')).sort(byLoadDesc);
    },
    autogasGoals: async (_, { patent }, { backend }) => {
      checked({ patent });
      const answer = await backend.call('/autogas/goals', { patent });
      if (answer.status === 'error') throw unavailable(answer.message);
      return mapGoals(okRows(answer, '/autogas/goals'));
    },
    maintenanceHistory: async (_, { patent, contractNumber, filter }, { backend }) => {
      checked({ patent });
      const option = FILTER_OPTION[filter ?? 'ALL'];
      const answer = await askByContract(backend, patent, contractNumber, (contract_number) =>
        backend.call('/autogas/maintenance_assistance_history', { patent, contract_number, option }),
      );
      if (answer.status === 'error') throw unavailable(answer.message);
      const now = Date.now();
      return mapMaintenances(okRows(answer, '/autogas/maintenance_assistance_history'), now).sort(byRegistrationDesc);
    },
    maintenance: async (_, { patent, contractNumber, noticeId }, { backend }) => {
      checked({ patent });
      const notice_id = noticeOf(noticeId);
      const answer = await askByContract(backend, patent, contractNumber, (contract_number) =>
        backend.call('/autogas/maintenance_assistance_detail', { patent, contract_number, notice_id }),
      );
      if (answer.status !== 'ok' || !answer.data || typeof answer.data !== 'object') throw unavailable(answer.message);
      return mapMaintenance(answer.data, Date.now());
    },
    scheduledMaintenances: (_, { patent }, { backend }) => {
      checked({ patent });
      return scheduledOf(backend, patent);
    },
    maintenanceScheduling: (_, { patent }, { backend }) => {
      checked({ patent });
      return schedulingStart(backend, patent);
    },
    maintenanceAgenda: (_, { patent }, { backend }) => {
      checked({ patent });
      return agendaOf(scheduledOf(backend, patent), schedulingStart(backend, patent));
    },
    maintenanceWorkshops: (_, { regionCode }, { backend }) => {
      checked({ region_code: regionCode });
      return workshopsOf(backend, regionCode);
    },
    maintenanceSlots: async (_, { workshopCode, serviceId }, { backend }) => {
      checked({ workshop_code: workshopCode });
      const answer = await backend.call('/autogas/maintenance/datetimes', { workshop_code: workshopCode, id_service: serviceId });
      if (answer.status === 'error') throw unavailable(answer.message);
      if (answer.status === 'ok') return { slots: mapSlots(answer.data), reopensOn: null };
      return { slots: [], reopensOn: readDay(answer.cut_day) };
    },
    maintenancePrice: async (_, { patent, maintenanceNumber, workshopCode }, { backend }) => {
      checked({ patent, workshop_code: workshopCode });
      const answer = await backend.call('/autogas/maintenance/prices', {
        patent,
        num_mant: maintenanceNumber,
        workshop_code: workshopCode,
      });
      if (answer.status === 'ok') return { data: mapPrice(answer.data), message: null };
      return { data: null, message: answer.message ?? null };
    },
  },
  Mutation: {
    scheduleMaintenance: async (_, { input }, { backend }) => {
      const missing = missingScheduleFields(input);
      if (missing) return refused([], SCHEDULE_REQUIRED_MESSAGE);
      const tooLong = lengthErrors({ patent: input.patent, region: input.region, workshop_code: input.workshopCode });
      if (tooLong.length || !ISO_DAY.test(input.date)) return refused(tooLong, 'Los datos de la mantención no son válidos');
      const answer = await backend.call('/autogas/maintenance/schedule', {
        patent: input.patent,
        region: input.region,
        workshop_code: input.workshopCode,
        id_service: input.serviceId,
        num_mant: input.maintenanceNumber,
        date: input.date,
        hour_start: input.hourStart,
        hour_end: input.hourEnd,
        id_block: input.blockId,
      });
      return statusPayload({ status: answer.status, message: answer.message });
    },
    cancelMaintenance: async (_, { patent, noticeId }, { backend }) => {
      checked({ patent });
      const answer = await backend.call('/autogas/maintenance/cancel', { patent, notice_id: noticeOf(noticeId) });
      // asked already: status duplicated, or an error that says so in the spec's words (spec 2 §8)
      const status =
        answer.status === 'ok' || answer.status === 'duplicated' ? answer.status : alreadyAsked(answer.message) ? 'duplicated' : 'error';
      return orderActionPayload({ status, message: answer.message });
    },
  },
};
