import { describe, expect, it } from 'vitest';
import { DELETE_CHECK_FAILED, DELETE_FAILED, DELETED, funcionarioDeleteMachine } from '../../machines/funcionario-delete.machine';
import { replayGraph } from '../support/machine-graph';

describe('funcionario delete machine, every path of its graph', async () => {
  const run = await replayGraph(funcionarioDeleteMachine, {
    inputs: [{ id: '7' }],
    events: [{ type: 'delete.confirm' }, { type: 'delete.retry' }, { type: 'dialog.close' }],
    outputs: {
      canDelete: [
        { allowed: true, message: '¿Deseas eliminar a Ignacia Tapia?' },
        { allowed: false, message: 'No es posible eliminar: es la única con privilegios sobre un cliente' },
      ],
      deleteFuncionario: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: 'El funcionario ya no existe', fieldErrors: [] },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('asks can_delete before anything, and deletes only what it allowed', () => {
    for (const path of run.paths) {
      if (path.calls.length) expect(path.calls[0]).toEqual({ src: 'canDelete', input: { id: '7' } });
      const refusedFirst = path.steps.some((s) => s.snapshot.matches('confirming') && s.snapshot.context.check?.allowed === false);
      if (refusedFirst) expect(path.calls.some((c) => c.src === 'deleteFuncionario')).toBe(false);
    }
    expect(run.paths.some((p) => p.calls.some((c) => c.src === 'deleteFuncionario'))).toBe(true);
  });

  it('ends telling the list what to say once deleted, and nothing when closed', () => {
    const ended = run.paths.filter((p) => p.snapshot.status === 'done');
    for (const path of ended) {
      const deleted = path.snapshot.matches('deleted');
      expect(path.snapshot.output).toEqual({ deleted: deleted ? DELETED : null });
    }
    expect(ended.some((p) => p.snapshot.matches('deleted'))).toBe(true);
  });

  it('keeps the modal open with the reason when the check or the delete fails', () => {
    const failures = run.paths.flatMap((p) => p.steps.map((s) => s.snapshot.context.failure)).filter(Boolean);
    expect(failures).toEqual(expect.arrayContaining([DELETE_CHECK_FAILED, DELETE_FAILED, 'El funcionario ya no existe']));
  });
});
