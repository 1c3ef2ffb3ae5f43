import { describe, expect, it } from 'vitest';
import { emailVerificationMachine } from '../../machines/email-verification.machine';
import { replayGraph } from '../support/machine-graph';

describe('e-mail verification machine, every path of its graph', async () => {
  const run = await replayGraph(emailVerificationMachine, {
    inputs: [{ code: 'ABC123' }, { code: '  ' }],
    outputs: {
      verify: [
        { ok: true, message: null, fieldErrors: [] },
        { ok: false, message: 'El código ha expirado', fieldErrors: [] },
      ],
    },
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('sends a verified user to /login with the success notice, any other to the resend screen', () => {
    const outputs = run.paths.map((p) => p.snapshot.output);
    expect(outputs).toHaveLength(4);
    expect(outputs).toEqual(
      expect.arrayContaining([
        { to: '/login', notice: { title: 'Email verificado correctamente', text: 'Ahora inicia sesión', tone: 'ok' } },
        {
          to: '/enviar_codigo_verificacion',
          notice: { title: 'Error verificando Correo electrónico', text: 'El código ha expirado', tone: 'error' },
        },
        {
          to: '/enviar_codigo_verificacion',
          notice: { title: 'Error verificando Correo electrónico', text: 'Intente mas tarde', tone: 'error' },
        },
        { to: '/enviar_codigo_verificacion', notice: null },
      ]),
    );
  });

  it('verifies only a code that is not blank, and only once', () => {
    for (const path of run.paths)
      expect(path.calls).toEqual(path.input?.code === 'ABC123' ? [{ src: 'verify', input: { code: 'ABC123' } }] : []);
  });
});
