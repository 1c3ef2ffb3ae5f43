import './kit.css';

export interface WizardStep<Id extends string = string> {
  id: Id;
  label: string;
}

export interface WizardStepsProps<Id extends string> {
  steps: ReadonlyArray<WizardStep<Id>>;
  /** the step the machine is on */
  current: Id;
  /** an earlier step chosen: send the machine the event that goes back to it */
  onStepClick?: (id: Id) => void;
  /** whether an earlier step can be gone back to, as the machine says (`snapshot.can(…)`); every one by default */
  canGoTo?: (id: Id) => boolean;
  /** names the list of steps */
  label?: string;
}

/**
 * Numbered steps, the current one marked (aria-current="step") and read as 'Paso N de M: label'. An earlier step is a
 * button back to it when the screen takes `onStepClick` and `canGoTo` allows it; a later one is only text. On a phone
 * the steps keep their numbers and only the current one its label (kit.css).
 */
export function WizardSteps<Id extends string>({ steps, current, onStepClick, canGoTo, label = 'Pasos' }: WizardStepsProps<Id>) {
  const currentIndex = steps.findIndex((step) => step.id === current);
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((step, index) => {
        const number = index + 1;
        const state = index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'todo';
        const goBack = state === 'done' && onStepClick && (canGoTo?.(step.id) ?? true) ? onStepClick : null;
        const spoken =
          state === 'current'
            ? `Paso ${number} de ${steps.length}: ${step.label}`
            : goBack
              ? `Volver al paso ${number}: ${step.label}`
              : state === 'done'
                ? `Paso ${number}, completado: ${step.label}`
                : `Paso ${number}: ${step.label}`;
        const content = (
          <>
            <span className="steps-number" aria-hidden="true">
              {number}
            </span>
            <span className="steps-label" aria-hidden="true">
              {step.label}
            </span>
            <span className="visually-hidden">{spoken}</span>
          </>
        );
        return (
          <li key={step.id} className={`steps-item steps-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            {goBack ? (
              <button type="button" className="steps-target" onClick={() => goBack(step.id)}>
                {content}
              </button>
            ) : (
              <span className="steps-target">{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
