/**
 * Resolves in a later task, so the work after it does not lengthen the current one: a phone stays responsive between
 * loading Apollo Client's module and creating the client, which in one piece made a long task of about 70 ms here
 * (280 ms on Lighthouse's phone).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** how long after the page's load event its first screen is given to paint (its largest image decoded) */
const PAINT_MARGIN_MS = 1000;

/**
 * Runs `work` once the page has loaded (its images included), a moment more for its first screen to paint, and the
 * phone is idle: what the first screen does not need (Apollo Client on /login and the dashboard, /flujos' broadcaster)
 * then waits until its largest image has painted instead of competing with it for the network and the CPU. Returns a
 * cancel.
 */
export function whenPageSettled(work: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(work, { timeout: 4000 });
      cancel = () => window.cancelIdleCallback(id);
    } else work();
  };
  const wait = () => {
    const id = setTimeout(idle, PAINT_MARGIN_MS);
    cancel = () => clearTimeout(id);
  };
  if (document.readyState === 'complete') wait();
  else {
    window.addEventListener('load', wait, { once: true });
    cancel = () => window.removeEventListener('load', wait);
  }
  return () => cancel();
}

/** what a person does first when they go on from the first screen: a touch, a click, a key, the mouse over the page */
const ENGAGING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'mouseover'] as const;

/** how long after the page has settled work waits for the person before it runs anyway */
const UNENGAGED_WAIT_MS = 4000;

/**
 * Runs `work` when the person first touches, clicks, types or moves the mouse on the page, or a few seconds after
 * the page has settled if they do none of it: what only their next step needs (Apollo Client, under /login's sign-in
 * and every other screen) then does not run while they read the first screen, and is under way before that step.
 * Returns a cancel.
 */
export function whenEngaged(work: () => void): () => void {
  let cancelWait = () => {};
  const stop = () => {
    cancelWait();
    for (const type of ENGAGING_EVENTS) window.removeEventListener(type, begin, true);
  };
  function begin() {
    stop();
    work();
  }
  for (const type of ENGAGING_EVENTS) window.addEventListener(type, begin, { capture: true, passive: true });
  cancelWait = whenPageSettled(() => {
    const id = setTimeout(begin, UNENGAGED_WAIT_MS);
    cancelWait = () => clearTimeout(id);
  });
  return stop;
}
