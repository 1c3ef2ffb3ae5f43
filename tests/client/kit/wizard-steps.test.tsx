// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMachine } from '@xstate/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMachine } from 'xstate';
import { WizardSteps } from '../../../client/ui/WizardSteps';

afterEach(cleanup);

const steps = [
  { id: 'client', label: 'Cliente' },
  { id: 'category', label: 'Tipo de requerimiento' },
  { id: 'form', label: 'Formulario' },
  { id: 'sent', label: 'Envío' },
] as const;
type StepId = (typeof steps)[number]['id'];

/** A wizard's machine: Siguiente moves on; the form can go back to the client or the type, the sent step nowhere. */
const wizard = createMachine({
  id: 'wizard',
  initial: 'client',
  types: {} as { events: { type: 'next' } | { type: 'back.client' } | { type: 'back.category' } },
  states: {
    client: { on: { next: 'category' } },
    category: { on: { next: 'form', 'back.client': 'client' } },
    form: { on: { next: 'sent', 'back.client': 'client', 'back.category': 'category' } },
    sent: {},
  },
});

function Wizard() {
  const [snapshot, send] = useMachine(wizard);
  const current = snapshot.value as StepId;
  const back = (id: StepId) => ({ type: `back.${id}` }) as { type: 'back.client' } | { type: 'back.category' };
  return (
    <>
      <WizardSteps
        label="Pasos del requerimiento"
        steps={steps}
        current={current}
        canGoTo={(id) => snapshot.can(back(id))}
        onStepClick={(id) => send(back(id))}
      />
      <button type="button" onClick={() => send({ type: 'next' })}>
        Siguiente
      </button>
    </>
  );
}

const list = (name = 'Pasos del requerimiento') => screen.getByRole('list', { name });
/** what a screen reader says of the current step: the other texts in it are hidden from it */
const currentStep = (name?: string) => {
  const step = within(list(name)).getByRole('listitem', { current: 'step' });
  return step.querySelector('.visually-hidden')?.textContent;
};
const stepButtons = () => within(list()).queryAllByRole('button');

describe('WizardSteps', () => {
  it('numbers the steps and marks only the current one, read as "Paso N de M: label"', () => {
    render(<WizardSteps steps={steps} current="category" />);
    const items = within(list('Pasos')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['1', '2', '3', '4']);
    expect(items.map((li) => li.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(currentStep('Pasos')).toBe('Paso 2 de 4: Tipo de requerimiento');
    expect(screen.getByText('Tipo de requerimiento', { selector: '.steps-label' })).toBeDefined();
  });

  it('makes only the earlier steps buttons, and calls back with the step chosen', async () => {
    const onStepClick = vi.fn();
    render(<WizardSteps steps={steps} current="form" onStepClick={onStepClick} />);
    expect(screen.getAllByRole('button')).toEqual([
      screen.getByRole('button', { name: 'Volver al paso 1: Cliente' }),
      screen.getByRole('button', { name: 'Volver al paso 2: Tipo de requerimiento' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Volver al paso 2: Tipo de requerimiento' }));
    expect(onStepClick).toHaveBeenCalledExactlyOnceWith('category');
    expect(screen.getByText('Paso 4: Envío').closest('button')).toBeNull();
    expect(screen.getByText('Paso 3 de 4: Formulario').closest('button')).toBeNull();
  });

  it('has no buttons when nobody listens, the earlier steps said to be done', () => {
    render(<WizardSteps steps={steps} current="form" />);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(screen.getByText('Paso 1, completado: Cliente')).toBeDefined();
  });

  it('follows a machine: moves on, offers only the steps the machine can go back to, and goes back', async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    expect(currentStep()).toBe('Paso 1 de 4: Cliente');
    expect(stepButtons()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(stepButtons()).toEqual([screen.getByRole('button', { name: 'Volver al paso 1: Cliente' })]);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(currentStep()).toBe('Paso 3 de 4: Formulario');
    expect(stepButtons()).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Volver al paso 1: Cliente' }));
    expect(currentStep()).toBe('Paso 1 de 4: Cliente');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    // the sent step goes back nowhere: its earlier steps are done, not buttons
    expect(currentStep()).toBe('Paso 4 de 4: Envío');
    expect(stepButtons()).toEqual([]);
    expect(screen.getByText('Paso 3, completado: Formulario')).toBeDefined();
  });
});
