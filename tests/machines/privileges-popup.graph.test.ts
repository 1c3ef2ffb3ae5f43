import { describe, expect, it } from 'vitest';
import { privilegesPopupMachine, type PrivilegesPopupInput } from '../../machines/privileges-popup.machine';
import { PRIVILEGE } from '../../machines/rules/privileges';
import { replayGraph } from '../support/machine-graph';

const industrial: number[] = [PRIVILEGE.tanksAndOrders, PRIVILEGE.placeOrder, PRIVILEGE.telemetry];
const fresh: PrivilegesPopupInput = { clientId: '7', available: industrial, selected: [] };
// an old grant of another line's privilege is not offered, so it is not kept either
const held: PrivilegesPopupInput = { clientId: '7', available: industrial, selected: [PRIVILEGE.telemetry, PRIVILEGE.electricity] };

describe('privileges popup machine, every path of its graph', async () => {
  const run = await replayGraph(privilegesPopupMachine, {
    inputs: [fresh, held],
    events: [
      { type: 'privilege.toggle', id: PRIVILEGE.telemetry },
      { type: 'privilege.toggle', id: PRIVILEGE.tanksAndOrders },
      { type: 'privilege.toggle', id: PRIVILEGE.electricity },
      { type: 'popup.confirm' },
      { type: 'popup.cancel' },
    ],
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('starts with what the client holds of its line only', () => {
    for (const path of run.paths)
      expect(path.steps[0]!.snapshot.context.selected).toEqual(path.input === held ? [PRIVILEGE.telemetry] : []);
  });

  it('toggles only its line’s privileges, kept in the table’s order', () => {
    for (const path of run.paths)
      for (const { snapshot } of path.steps) {
        const selected = snapshot.context.selected;
        expect(selected.every((id) => industrial.includes(id))).toBe(true);
        expect([...selected].sort((a, b) => a - b)).toEqual(selected);
      }
  });

  it('hands back the chosen privileges on Confirmar (none: the client leaves), nothing on Cancelar', () => {
    const ended = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(ended.length).toBeGreaterThan(0);
    for (const path of ended) {
      const confirmed = path.events.at(-1)!.type === 'popup.confirm';
      expect(path.snapshot.output).toEqual({ clientId: '7', privileges: confirmed ? path.snapshot.context.selected : null });
    }
    const outputs = ended.map((p) => p.snapshot.output?.privileges);
    expect(outputs).toContainEqual([]);
    expect(outputs).toContainEqual([PRIVILEGE.tanksAndOrders, PRIVILEGE.telemetry]);
    expect(outputs).toContainEqual(null);
  });
});
