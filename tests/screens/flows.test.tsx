import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import * as machines from '../../machines';
import { FLOWS_CHANNEL, type ActorReport } from '../../client/features/flows/channel';
import { renderScreen } from '../support/screen';

const indexed = Object.values(machines as Record<string, unknown>).filter(
  (value): value is AnyStateMachine => !!value && typeof value === 'object' && 'root' in value,
);

function stateNames(node: AnyStateNode): string[] {
  return Object.values(node.states as Record<string, AnyStateNode>).flatMap((child) => [child.key, ...stateNames(child)]);
}

const chartOf = (id: string) => screen.findByRole('img', { name: `Diagrama de estados del flujo ${id}` }, { timeout: 10_000 });

describe('/flujos', () => {
  it('lists every machine of machines/index.ts and draws each one with all its states', async () => {
    const { user } = await renderScreen('/flujos');
    const list = await screen.findByRole('navigation', { name: 'Máquinas' });
    const listed = within(list)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(' · en curso', ''));
    expect(listed.sort()).toEqual(indexed.map((machine) => machine.id).sort());

    for (const machine of indexed) {
      await user.click(within(list).getByRole('link', { name: new RegExp(`^${machine.id}\\b`) }));
      const chart = await chartOf(machine.id);
      const drawn = [...chart.querySelectorAll('.flows-state-name')].map((text) => text.textContent);
      expect(drawn.sort()).toEqual([machine.id, ...stateNames(machine.root)].sort());
    }
  }, 60_000);

  it('writes events with their guards and delays on the arrows, and what a state runs inside it', async () => {
    await renderScreen('/flujos?flujo=login');
    const login = await chartOf('login');
    expect(within(login).getByText('form.submit [isEmpresas]')).toBeDefined();
    expect(within(login).getByText('onDone: personLogin')).toBeDefined();
    expect(within(login).getByText('invoke personLogin')).toBeDefined();
    expect(within(login).getByText('always [outcomeIs(EMAIL_NOT_VERIFIED)]')).toBeDefined();
    expect(login.querySelectorAll('.flows-final').length).toBe(2);
  });

  it('marks the state and the arrow of an actor that another tab reports', async () => {
    await renderScreen('/flujos?flujo=login');
    const chart = await chartOf('login');
    const otherTab = new BroadcastChannel(FLOWS_CHANNEL);
    const report: ActorReport = {
      type: 'actor',
      tab: 'otra',
      actor: 'x:7',
      machine: 'login',
      value: { submitting: 'personas' },
      status: 'active',
      event: 'form.submit',
      at: Date.now(),
    };
    otherTab.postMessage(report);

    const row = await screen.findByRole('row', { name: /login submitting\.personas/ });
    expect(within(row).getByText('form.submit')).toBeDefined();
    expect(within(row).getByText('otra')).toBeDefined();
    expect(chart.querySelector('[data-state="login.submitting.personas"]')?.getAttribute('data-active')).toBe('true');
    expect(chart.querySelector('[data-state="login.submitting"]')?.getAttribute('data-active')).toBe('true');
    expect(chart.querySelector('[data-state="login.editing"]')?.getAttribute('data-active')).toBeNull();
    const taken = [...chart.querySelectorAll('.flows-arrow.is-taken .flows-label')].map((label) => label.textContent);
    expect(taken).toEqual(['form.submit']);

    otherTab.postMessage({ ...report, value: 'signedIn', status: 'done', event: 'xstate.done.actor.personLogin', at: Date.now() });
    expect(await screen.findByRole('row', { name: /login signedIn \(terminado\)/ })).toBeDefined();
    expect(chart.querySelector('[data-state="login.signedIn"]')?.getAttribute('data-active')).toBe('true');
    otherTab.close();
  });
});
