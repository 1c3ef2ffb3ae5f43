import { format } from 'node:util';
import { onTestFinished } from 'vitest';

type Method = 'warn' | 'error';

interface Catcher {
  method: Method;
  pattern: RegExp;
  lines: string[];
}

/** the catchers of the test running now; emptied when it finishes */
const catchers: Catcher[] = [];
/** the console methods as they were before a catcher replaced them, put back when the test finishes */
const originals = new Map<Method, (...args: unknown[]) => void>();

function replace(method: Method): void {
  if (originals.has(method)) return;
  const original = console[method];
  originals.set(method, original);
  console[method] = (...args: unknown[]) => {
    const line = format(...args);
    const catcher = catchers.find((c) => c.method === method && c.pattern.test(line));
    if (catcher) catcher.lines.push(line);
    else original.apply(console, args);
  };
}

function finish(failed: boolean): void {
  for (const { method, lines } of failed ? catchers : [])
    for (const line of lines) originals.get(method)!.call(console, `(caught) ${line}`);
  catchers.length = 0;
  for (const [method, original] of originals) console[method] = original;
  originals.clear();
}

/**
 * For the rest of the test running now (call it in the test or in a beforeEach): the `console[method]` lines that
 * match `pattern` are kept instead of printed, and given back for the test to assert on. Every other line prints as
 * before, so an error the test did not expect still shows; and if the test fails, the kept lines print too.
 */
export function catchConsole(method: Method, pattern: RegExp): readonly string[] {
  const catcher: Catcher = { method, pattern, lines: [] };
  if (catchers.length === 0) onTestFinished(({ task }) => finish(task.result?.state === 'fail'));
  catchers.push(catcher);
  replace(method);
  return catcher.lines;
}

/** The gateway's line for a backend call that failed (gateway/hardening.ts): `[request id] BACKEND_UNAVAILABLE REASON /path` */
const BACKEND_FAILURE = /^\[[0-9a-f-]{36}\] BACKEND_UNAVAILABLE (\S+) (\S+)/;

export interface BackendFailureLog {
  /** 'REASON /path' for each line the gateway logged, in order: 'UNAVAILABLE /me', 'TIMEOUT /bill/get', … */
  readonly failures: string[];
}

/**
 * For a test that makes backend calls fail on purpose: the gateway (started in this process) logs each failure with
 * its request id, as production does; here those lines are kept for the test to assert on instead of printed.
 * Any other line the gateway logs (an internal error with its stack) still prints.
 */
export function catchBackendFailures(): BackendFailureLog {
  const lines = catchConsole('warn', BACKEND_FAILURE);
  return {
    get failures() {
      return lines.map((line) => {
        const [, reason, path] = BACKEND_FAILURE.exec(line)!;
        return `${reason} ${path}`;
      });
    },
  };
}

/**
 * ECharts' warning that a chart's box has no size: happy-dom lays nothing out, so every chart a screen test draws
 * says it. For the screen tests that draw charts: call it in the test, or in a beforeEach.
 */
export function catchChartsWithoutLayout(): void {
  catchConsole('warn', /^\[ECharts\] Can't get DOM width or height\./);
}
