import { describe, expect, it } from 'vitest';
import { emailFormMachine, type EmailFormInput } from '../../machines/email-form.machine';
import { replayGraph, snapshotsAfter } from '../support/machine-graph';

const sent = { title: 'Correo enviado', text: '', tone: 'ok' } as const;
const resend: EmailFormInput = { rule: 'resend', success: sent, redirectTo: null };
const recovery: EmailFormInput = {
  rule: 'recovery',
  success: { title: 'Nueva contraseña enviada', text: '', tone: 'ok' },
  redirectTo: '/login',
};

describe('e-mail form machine, every path of its graph', async () => {
  const run = await replayGraph(emailFormMachine, {
    inputs: [resend, recovery],
    events: [
      { type: 'form.submit', email: '' },
      { type: 'form.submit', email: ' ana@correo.cl ' },
      { type: 'field.edit' },
      { type: 'notice.dismiss' },
    ],
    outputs: {
      send: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: null, fieldErrors: [{ field: 'email', message: 'El correo no está registrado' }] },
        { ok: false, message: 'Servicio no disponible', fieldErrors: [] },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('shows the rule of each form under the field without sending', () => {
    const submits = run.paths.flatMap((p) =>
      p.steps.filter((s) => s.event.type === 'form.submit').map((s) => ({ rule: p.input?.rule, ...s })),
    );
    expect(submits.length).toBeGreaterThan(0);
    for (const { rule, event, snapshot } of submits) {
      const blank = 'email' in event && event.email === '';
      expect(snapshot.value).toBe(blank ? 'editing' : 'sending');
      if (blank) expect(snapshot.context.error).toBe(rule === 'resend' ? 'Debes ingresar el código' : 'Formato de correo invalido');
    }
  });

  it('sends the trimmed e-mail; recovery ends on /login with its notice, resend stays with "Correo enviado"', () => {
    for (const path of run.paths) for (const call of path.calls) expect(call).toEqual({ src: 'send', input: { email: 'ana@correo.cl' } });
    const ended = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(ended.length).toBeGreaterThan(0);
    for (const path of ended) {
      expect(path.input).toBe(recovery);
      expect(path.snapshot.output).toEqual({ to: '/login', notice: recovery.success });
    }
    const answered = run.paths
      .filter((p) => p.input === resend)
      .flatMap((p) => p.steps.filter((s) => s.event.type === 'xstate.done.actor.0.emailForm.sending'));
    expect(answered.map((s) => s.snapshot.context.notice)).toContainEqual(sent);
  });

  it("puts the server's message under the field, and the general notice when the call fails", () => {
    const errors = snapshotsAfter(run, 'xstate.done.actor.0.emailForm.sending').map((s) => s.context.error);
    expect(errors).toEqual(expect.arrayContaining(['El correo no está registrado', 'Servicio no disponible']));
    for (const snapshot of snapshotsAfter(run, 'xstate.error.actor.0.emailForm.sending')) {
      expect(snapshot.context.notice).toEqual({ title: 'Error inesperado', text: 'Intente mas tarde', tone: 'error' });
    }
  });
});
