// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenEngaged, whenPageSettled } from '../../client/lib/next-task';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function loadingPage() {
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
  vi.useFakeTimers();
  // happy-dom's requestIdleCallback is a timer too: the phone is idle at once here
  vi.stubGlobal('requestIdleCallback', (work: () => void) => setTimeout(work, 0));
}

/** what the first screen does not need (Apollo Client, /flujos' broadcaster) waits until the page has settled */
describe('whenPageSettled', () => {
  it('waits for the load event, then a second for the first screen to paint, then idle time', () => {
    loadingPage();
    const work = vi.fn();
    whenPageSettled(work);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    vi.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before or after the load event', () => {
    loadingPage();
    const before = vi.fn();
    const after = vi.fn();
    whenPageSettled(before)();
    const cancelAfter = whenPageSettled(after);
    window.dispatchEvent(new Event('load'));
    cancelAfter();
    vi.advanceTimersByTime(5000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});

/** what only the person's next step needs (Apollo Client on /login and the dashboard) waits for them, or a while */
describe('whenEngaged', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'mouseover'])(
    'runs at the first %s, even before the page has loaded, and once',
    (type) => {
      loadingPage();
      const work = vi.fn();
      whenEngaged(work);
      expect(work).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(work).toHaveBeenCalledTimes(1);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(60_000);
      expect(work).toHaveBeenCalledTimes(1);
    },
  );

  it('with nobody there, runs four seconds after the page has settled', () => {
    loadingPage();
    const work = vi.fn();
    whenEngaged(work);
    vi.advanceTimersByTime(10_000);
    expect(work).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    // a second for the first screen to paint, then idle time
    vi.advanceTimersByTime(1000);
    vi.advanceTimersToNextTimer();
    vi.advanceTimersByTime(3999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, whether the page settles or the person touches it', () => {
    loadingPage();
    const work = vi.fn();
    whenEngaged(work)();
    window.dispatchEvent(new Event('load'));
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    vi.advanceTimersByTime(60_000);
    expect(work).not.toHaveBeenCalled();
  });
});
