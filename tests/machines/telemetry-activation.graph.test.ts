import { describe, expect, it } from 'vitest';
import { telemetryActivationMachine } from '../../machines/telemetry-activation.machine';
import { replayGraph } from '../support/machine-graph';

describe('telemetry activation machine, every path of its graph', async () => {
  const run = await replayGraph(telemetryActivationMachine, {
    inputs: [
      { clientCode: 'C1', active: false },
      { clientCode: 'C1', active: true },
    ],
    events: [{ type: 'telemetry.activate' }, { type: 'telemetry.confirm' }, { type: 'dialog.close' }],
    outputs: {
      activate: [
        { ok: true, message: null },
        { ok: false, message: 'Cliente sin tanques' },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('activates only after the confirmation, and shows the server message when it cannot', () => {
    for (const path of run.paths) {
      const confirmed = path.events.some((e) => e.type === 'telemetry.confirm');
      if (!confirmed) expect(path.calls).toEqual([]);
      if (path.input?.active) expect(path.calls).toEqual([]);
    }
    const errors = run.paths.flatMap((p) => p.steps.filter((s) => s.snapshot.matches('failed')).map((s) => s.snapshot.context.error));
    expect(errors).toContain('Cliente sin tanques');
  });
});
