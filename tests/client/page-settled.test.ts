// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenPageSettled } from '../../client/lib/next-task';

/** what the first screen does not need (Apollo Client, /flujos' broadcaster) waits until the page has settled */
describe('whenPageSettled', () => {
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
