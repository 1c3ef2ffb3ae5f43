import { assign, fromPromise, setup } from 'xstate';
import { missingScheduleFields, SCHEDULE_REQUIRED_MESSAGE } from './rules/maintenance-rules';

export const SCHEDULE_FAILED = 'Error agendando la mantención, inténtalo más tarde';

export interface MaintenanceOption {
  serviceId: number;
  maintenanceNumber: number;
  text: string;
  expectedKm: string;
}
export interface SchedulingStart {
  regions: Array<{ code: string; name: string }>;
  preSelectedRegion: string | null;
  services: MaintenanceOption[];
}
export interface WorkshopOption {
  code: string;
  name: string;
  address: string;
  city: string;
}
export interface SlotOption {
  date: string;
  hourStart: string;
  hourEnd: string;
  blockId: number;
}
/** A workshop's slots for a maintenance and its referential price (one round trip). */
export interface WorkshopOffer {
  slots: SlotOption[];
  reopensOn: string | null;
  price: { workshopPrice: number | null; discountPercent: number | null; price: number | null } | null;
  priceMessage: string | null;
}
export interface ScheduleRequest {
  patent: string;
  region: string;
  workshopCode: string;
  serviceId: number;
  maintenanceNumber: number;
  date: string;
  hourStart: string;
  hourEnd: string;
  blockId: number;
}

interface ScheduleContext {
  patent: string;
  start: SchedulingStart | null;
  region: string;
  workshops: WorkshopOption[];
  workshopCode: string;
  serviceId: number | null;
  offer: WorkshopOffer | null;
  date: string;
  blockId: number | null;
  /** 'Todos los campos son obligatorios' after a submit with a field missing */
  formError: string | null;
  /** the server's message, or the default, when scheduling failed */
  failure: string | null;
}

type ScheduleEvent =
  | { type: 'region.select'; code: string }
  | { type: 'service.select'; serviceId: number }
  | { type: 'workshop.select'; code: string }
  | { type: 'date.select'; date: string }
  | { type: 'hour.select'; blockId: number }
  | { type: 'form.submit' }
  | { type: 'schedule.confirm' }
  | { type: 'load.retry' }
  | { type: 'dialog.close' };

const slotOf = (context: ScheduleContext) =>
  context.offer?.slots.find((s) => s.blockId === context.blockId && s.date === context.date) ?? null;

/** The request the form makes, or null while any field is missing (spec 2 §5). */
export function scheduleRequestOf(context: ScheduleContext): ScheduleRequest | null {
  const slot = slotOf(context);
  const service = context.start?.services.find((s) => s.serviceId === context.serviceId) ?? null;
  const fields = {
    patent: context.patent,
    region: context.region,
    workshopCode: context.workshopCode,
    serviceId: service?.serviceId ?? null,
    maintenanceNumber: service?.maintenanceNumber ?? null,
    date: context.date,
    hourStart: slot?.hourStart ?? '',
    hourEnd: slot?.hourEnd ?? '',
    blockId: slot?.blockId ?? null,
  };
  return missingScheduleFields(fields) ? null : (fields as ScheduleRequest);
}

/**
 * 'Agenda de mantenciones' (spec 2 §2, §4, §5, §8): the regions and the plan are read (no plan: call the contact
 * center); the suggested region is preselected and the first maintenance selected. A region loads its workshops, a
 * workshop its slots and referential price. Changing region clears the workshop; changing workshop or maintenance
 * clears date and hour. Submit needs every field ('Todos los campos son obligatorios'), then a confirm step, then
 * success or the error step with the server's message.
 */
export const maintenanceScheduleMachine = setup({
  types: {
    input: {} as { patent: string },
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    output: {} as { scheduled: boolean },
  },
  actors: {
    loadStart: fromPromise<SchedulingStart, { patent: string }>(async () => {
      throw new Error('not provided');
    }),
    loadWorkshops: fromPromise<WorkshopOption[], { regionCode: string }>(async () => {
      throw new Error('not provided');
    }),
    loadOffer: fromPromise<WorkshopOffer, { patent: string; workshopCode: string; serviceId: number; maintenanceNumber: number }>(
      async () => {
        throw new Error('not provided');
      },
    ),
    schedule: fromPromise<{ ok: boolean; message: string | null }, ScheduleRequest>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    canSchedule: ({ context }) => (context.start?.services.length ?? 0) > 0,
    hasRegion: ({ context }) => context.region !== '',
    hasWorkshopAndService: ({ context }) => context.workshopCode !== '' && context.serviceId !== null,
    complete: ({ context }) => scheduleRequestOf(context) !== null,
    answeredOk: (_, params: { ok: boolean }) => params.ok,
  },
  actions: {
    clearWorkshop: assign({ workshops: [], workshopCode: '', offer: null, date: '', blockId: null }),
    clearDateAndHour: assign({ offer: null, date: '', blockId: null }),
  },
}).createMachine({
  id: 'maintenanceSchedule',
  context: ({ input }) => ({
    patent: input.patent,
    start: null,
    region: '',
    workshops: [],
    workshopCode: '',
    serviceId: null,
    offer: null,
    date: '',
    blockId: null,
    formError: null,
    failure: null,
  }),
  // it ends only from the success step
  output: () => ({ scheduled: true }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadStart',
        input: ({ context }) => ({ patent: context.patent }),
        onDone: {
          target: 'checking',
          actions: assign({
            start: ({ event }) => event.output,
            region: ({ event }) =>
              event.output.regions.some((r) => r.code === event.output.preSelectedRegion) ? event.output.preSelectedRegion! : '',
            serviceId: ({ event }) => event.output.services[0]?.serviceId ?? null,
          }),
        },
        onError: 'loadFailed',
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    checking: { always: [{ guard: 'canSchedule', target: 'editing' }, { target: 'impossible' }] },
    /** no maintenance of the plan can be scheduled here: call the contact center */
    impossible: {},
    editing: {
      initial: 'checkingRegion',
      states: {
        checkingRegion: { always: [{ guard: 'hasRegion', target: 'loadingWorkshops' }, { target: 'idle' }] },
        loadingWorkshops: {
          invoke: {
            src: 'loadWorkshops',
            input: ({ context }) => ({ regionCode: context.region }),
            onDone: { target: 'idle', actions: assign({ workshops: ({ event }) => event.output }) },
            onError: 'workshopsFailed',
          },
        },
        workshopsFailed: { on: { 'load.retry': 'loadingWorkshops' } },
        checkingOffer: { always: [{ guard: 'hasWorkshopAndService', target: 'loadingOffer' }, { target: 'idle' }] },
        loadingOffer: {
          invoke: {
            src: 'loadOffer',
            input: ({ context }) => {
              const service = context.start!.services.find((s) => s.serviceId === context.serviceId)!;
              return {
                patent: context.patent,
                workshopCode: context.workshopCode,
                serviceId: service.serviceId,
                maintenanceNumber: service.maintenanceNumber,
              };
            },
            onDone: { target: 'idle', actions: assign({ offer: ({ event }) => event.output }) },
            onError: 'offerFailed',
          },
        },
        offerFailed: { on: { 'load.retry': 'loadingOffer' } },
        idle: {},
      },
      on: {
        'region.select': {
          target: '.checkingRegion',
          actions: [assign({ region: ({ event }) => event.code, formError: null }), 'clearWorkshop'],
        },
        'service.select': {
          target: '.checkingOffer',
          actions: [assign({ serviceId: ({ event }) => event.serviceId, formError: null }), 'clearDateAndHour'],
        },
        'workshop.select': {
          target: '.checkingOffer',
          actions: [assign({ workshopCode: ({ event }) => event.code, formError: null }), 'clearDateAndHour'],
        },
        'date.select': { actions: assign({ date: ({ event }) => event.date, blockId: null, formError: null }) },
        'hour.select': { actions: assign({ blockId: ({ event }) => event.blockId, formError: null }) },
        'form.submit': [
          { guard: 'complete', target: 'confirming', actions: assign({ formError: null }) },
          { actions: assign({ formError: SCHEDULE_REQUIRED_MESSAGE }) },
        ],
      },
    },
    confirming: { on: { 'schedule.confirm': 'scheduling', 'dialog.close': 'editing.idle' } },
    scheduling: {
      invoke: {
        src: 'schedule',
        input: ({ context }) => scheduleRequestOf(context)!,
        onDone: [
          { guard: { type: 'answeredOk', params: ({ event }) => ({ ok: event.output.ok }) }, target: 'scheduled' },
          { target: 'failed', actions: assign({ failure: ({ event }) => event.output.message || SCHEDULE_FAILED }) },
        ],
        onError: { target: 'failed', actions: assign({ failure: SCHEDULE_FAILED }) },
      },
    },
    failed: { on: { 'dialog.close': { target: 'editing.idle', actions: assign({ failure: null }) } } },
    scheduled: { on: { 'dialog.close': 'done' } },
    done: { type: 'final' },
  },
});
