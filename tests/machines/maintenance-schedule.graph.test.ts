import { describe, expect, it } from 'vitest';
import {
  maintenanceScheduleMachine,
  SCHEDULE_FAILED,
  type SchedulingStart,
  type WorkshopOffer,
} from '../../machines/maintenance-schedule.machine';
import { replayGraph } from '../support/machine-graph';

const services = [
  { serviceId: 500, maintenanceNumber: 1, text: 'Mantención 10.000 km', expectedKm: '10.000' },
  { serviceId: 501, maintenanceNumber: 2, text: 'Mantención 20.000 km', expectedKm: '20.000' },
];
const regions = [
  { code: 'RM', name: 'Metropolitana' },
  { code: 'V', name: 'Valparaíso' },
];
const withPlan: SchedulingStart = { regions, preSelectedRegion: 'RM', services };
const noSuggestion: SchedulingStart = { regions, preSelectedRegion: null, services };
const noPlan: SchedulingStart = { regions, preSelectedRegion: 'RM', services: [] };
const slot = { date: '2026-11-25', hourStart: '09:00', hourEnd: '10:00', blockId: 21 };
const offer: WorkshopOffer = {
  slots: [slot],
  reopensOn: null,
  price: { workshopPrice: 45990, discountPercent: 10, price: 41391 },
  priceMessage: null,
};

describe('maintenance scheduling machine, every path of its graph', async () => {
  const run = await replayGraph(maintenanceScheduleMachine, {
    inputs: [{ patent: 'ABCD12' }],
    events: [
      { type: 'region.select', code: 'V' },
      { type: 'service.select', serviceId: 501 },
      { type: 'workshop.select', code: 'T01' },
      { type: 'date.select', date: slot.date },
      { type: 'hour.select', blockId: slot.blockId },
      { type: 'form.submit' },
      { type: 'schedule.confirm' },
      { type: 'load.retry' },
      { type: 'dialog.close' },
    ],
    outputs: {
      loadStart: [withPlan, noSuggestion, noPlan],
      loadWorkshops: [[{ code: 'T01', name: 'Taller Autogas Santiago Centro', address: 'Av. Matta 1250', city: 'Santiago' }]],
      loadOffer: [offer],
      schedule: [
        { ok: true, message: null },
        { ok: false, message: 'La patente ya tiene una mantención agendada' },
        { ok: false, message: null },
      ],
    },
    // a selection made twice adds nothing new: keep the graph to each field chosen once
    stopWhen: (s) => s.matches('done') || s.matches('impossible'),
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('preselects the suggested region (loading its workshops) and the first maintenance', () => {
    const started = run.paths.flatMap((p) => p.steps).filter((s) => s.snapshot.matches('editing') && s.snapshot.context.start === withPlan);
    expect(started.length).toBeGreaterThan(0);
    const first = started[0]!.snapshot.context;
    expect(first.region).toBe('RM');
    expect(first.serviceId).toBe(500);
    const unsuggested = run.paths
      .flatMap((p) => p.steps)
      .find((s) => s.snapshot.matches('editing') && s.snapshot.context.start === noSuggestion);
    expect(unsuggested!.snapshot.context.region).toBe('');
  });

  it('asks to call the contact center when the plan is empty', () => {
    const impossible = run.paths.filter((p) => p.snapshot.matches('impossible'));
    expect(impossible.length).toBeGreaterThan(0);
    for (const path of impossible) expect(path.snapshot.context.start).toBe(noPlan);
  });

  it('clears the workshop on a region change and date and hour on a workshop or maintenance change', () => {
    for (const path of run.paths) {
      path.steps.forEach((step, i) => {
        const context = step.snapshot.context;
        if (step.event.type === 'region.select') expect([context.workshopCode, context.date, context.blockId]).toEqual(['', '', null]);
        if (step.event.type === 'workshop.select' || step.event.type === 'service.select') {
          expect([context.date, context.blockId]).toEqual(['', null]);
          if (i > 0 && step.event.type === 'service.select')
            expect(context.workshopCode).toBe(path.steps[i - 1]!.snapshot.context.workshopCode);
        }
      });
    }
  });

  it('refuses a submit with a field missing, and sends the whole request after the confirm step', () => {
    const refused = run.paths.flatMap((p) => p.steps).filter((s) => s.event.type === 'form.submit' && s.snapshot.matches('editing'));
    expect(refused.length).toBeGreaterThan(0);
    for (const step of refused) expect(step.snapshot.context.formError).toBe('Todos los campos son obligatorios');
    const sent = run.paths.flatMap((p) => p.calls).filter((c) => c.src === 'schedule');
    expect(sent.length).toBeGreaterThan(0);
    for (const call of sent)
      expect(call.input).toEqual({
        patent: 'ABCD12',
        region: expect.stringMatching(/^(RM|V)$/),
        workshopCode: 'T01',
        serviceId: expect.any(Number),
        maintenanceNumber: expect.any(Number),
        date: slot.date,
        hourStart: '09:00',
        hourEnd: '10:00',
        blockId: slot.blockId,
      });
  });

  it('shows the server’s message, or the default one, when scheduling fails', () => {
    const failures = run.paths.flatMap((p) => p.steps).filter((s) => s.snapshot.matches('failed'));
    const messages = new Set(failures.map((s) => s.snapshot.context.failure));
    expect(messages).toEqual(new Set(['La patente ya tiene una mantención agendada', SCHEDULE_FAILED]));
  });
});
