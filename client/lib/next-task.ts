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
