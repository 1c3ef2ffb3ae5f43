import type { MaintenanceAgenda, MaintenanceAgendaResolvers, MaintenanceScheduling } from '../generated/resolvers';

type Scheduled = NonNullable<MaintenanceAgenda['scheduled']>;
type Start = Omit<MaintenanceScheduling, 'preSelectedWorkshops'>;

/** Each agenda's two reads, started together by agendaOf, by the object the agenda field answered. */
const reads = new WeakMap<MaintenanceAgenda, { scheduled: Promise<Scheduled>; start: Promise<Start> }>();

/**
 * Agenda de mantenciones (spec 2 §2) in one backend latency (issue 44): what is scheduled, and beside it what the
 * form starts from, each a block of its own. The start is only wanted when nothing is scheduled (the form is shown
 * then): with something scheduled it is null, and its failure (a backend without the plan lookup, say) is dropped.
 */
export function agendaOf(scheduled: Promise<Scheduled>, start: Promise<Start>): MaintenanceAgenda {
  scheduled.catch(() => undefined);
  start.catch(() => undefined);
  const agenda: MaintenanceAgenda = {};
  reads.set(agenda, { scheduled, start });
  return agenda;
}

export const agendaResolvers: MaintenanceAgendaResolvers = {
  scheduled: (agenda) => reads.get(agenda)?.scheduled ?? null,
  start: async (agenda) => {
    const asked = reads.get(agenda);
    if (!asked) return null;
    const scheduled = await asked.scheduled.catch(() => null);
    return scheduled?.length ? null : asked.start;
  },
};
