import { useEffect, useRef } from 'react';

/**
 * A wizard's step heading takes the focus when the step changes (not when the wizard first shows), so a screen reader
 * hears where the wizard is now: put the returned ref on the region holding the step, whose h2 gets the focus.
 */
export function useStepFocus(step: unknown) {
  const region = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    region.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);
  return region;
}
