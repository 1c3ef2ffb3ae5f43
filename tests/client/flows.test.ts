import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import {
  activeStateIds,
  describeMachine,
  eventLabel,
  formatStateValue,
  guardLabel,
  takenTransitions,
} from '../../client/features/flows/describe';
import { inspect, setFlowInspector } from '../../client/shared/flow-inspection';
import { cylinderCheckMachine, loginMachine } from '../../machines';

describe('a machine as /flujos draws it', () => {
  it('names delays, invoked actors and eventless transitions as a reader says them', () => {
    expect(eventLabel('xstate.after.1500.x.waiting')).toBe('after 1500 ms');
    expect(eventLabel('xstate.after.3000.x.waiting')).toBe('after 3 s');
    expect(eventLabel('xstate.after.checkInterval.x.waiting', { checkInterval: 60_000 })).toBe('after checkInterval (60 s)');
    expect(eventLabel('xstate.done.actor.0.x.loading', {}, { '0.x.loading': 'loadProfile' })).toBe('onDone: loadProfile');
    expect(eventLabel('xstate.error.actor.personLogin')).toBe('onError: personLogin');
    expect(eventLabel('xstate.done.state.x.form')).toBe('onDone');
    expect(eventLabel('')).toBe('always');
    expect(guardLabel('isEmpresas')).toBe('[isEmpresas]');
    expect(guardLabel({ type: 'outcomeIs', params: { outcome: 'OK' } })).toBe('[outcomeIs(OK)]');
    expect(guardLabel(undefined)).toBe('');
  });

  it('keeps a transition without a target inside its state, and draws the others as arrows', () => {
    const chart = describeMachine(loginMachine);
    const editing = chart.root.children.find((state) => state.name === 'editing')!;
    expect(editing.notes).toEqual(['tab.select', 'field.edit', 'notice.dismiss']);
    expect(chart.transitions.filter((t) => t.source === 'login.editing').map((t) => `${t.label} → ${t.target}`)).toEqual([
      'form.submit [isEmpresas] → login.submitting.empresas',
      'form.submit → login.submitting.personas',
      'google.select → login.submitting.google',
    ]);
    expect(chart.root.initial).toBe('login.editing');
    expect(chart.root.children.filter((state) => state.kind === 'final').map((state) => state.name)).toEqual(['signedIn', 'redirecting']);
    const cylinder = describeMachine(cylinderCheckMachine);
    expect(cylinder.transitions.map((t) => t.label)).toContain('after checkInterval (60 s)');
  });

  it('finds the states a snapshot value is in, nested ones too', () => {
    const chart = describeMachine(loginMachine);
    expect([...activeStateIds(chart, { submitting: 'personas' })].sort()).toEqual([
      'login',
      'login.submitting',
      'login.submitting.personas',
    ]);
    expect(formatStateValue({ submitting: 'personas' })).toBe('submitting.personas');
    expect(formatStateValue({ a: 'b', c: { d: 'e' } })).toBe('a.b + c.d.e');
  });
});

describe('the app actors inspection', () => {
  it('keeps the actors that start before the config arrives, hands them over, then forwards every step', () => {
    const machine = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { flip: 'on' } }, on: {} } });
    const actor = createActor(machine, { inspect }).start();
    const seen: string[] = [];
    expect(setFlowInspector((event) => seen.push(event.type)).map((ref) => ref.sessionId)).toEqual([actor.sessionId]);
    actor.send({ type: 'flip' });
    expect(seen).toContain('@xstate.snapshot');
    setFlowInspector(null);
    seen.length = 0;
    createActor(machine, { inspect }).start().send({ type: 'flip' });
    expect(seen).toEqual([]);
    expect(setFlowInspector(null)).toEqual([]);
  });
});

describe('the last step on the chart', () => {
  it('follows an event through the eventless transitions it set off, to the state the actor is in', () => {
    const chart = describeMachine(loginMachine);
    const taken = (value: unknown, event: string) =>
      [...takenTransitions(chart, event, activeStateIds(chart, value))].map((id) => chart.transitions.find((t) => t.id === id)!.label);
    expect(taken({ submitting: 'personas' }, 'form.submit')).toEqual(['form.submit']);
    expect(taken('signedIn', 'xstate.done.actor.personLogin')).toEqual(['onDone: personLogin', 'always [signedIn]']);
    expect(taken('editing', 'xstate.done.actor.personLogin')).toEqual(['onDone: personLogin', 'always [outcomeIs(ACCOUNT_DISABLED)]']);
  });
});
