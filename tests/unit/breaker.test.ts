import { describe, expect, it } from 'vitest';
import { createBreaker, type Breaker, type CallOutcome } from '../../gateway/backend/breaker';

function setup() {
  const clock = { now: 0 };
  const breaker = createBreaker({ failures: 3, coolDownMs: 10_000, now: () => clock.now });
  return { breaker, clock };
}

/** Admits one call and reports how it went; false when the breaker refused it. */
function call(breaker: Breaker, outcome: CallOutcome): boolean {
  const report = breaker.admit();
  report?.(outcome);
  return report !== null;
}

describe('the circuit breaker of a backend path', () => {
  it('opens after three timeouts in a row, and refuses calls until the cool-down', () => {
    const { breaker, clock } = setup();
    expect(call(breaker, 'failed')).toBe(true);
    expect(call(breaker, 'failed')).toBe(true);
    expect(breaker.state).toBe('closed');
    expect(call(breaker, 'failed')).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.admit()).toBeNull();
    clock.now += 9_999;
    expect(breaker.admit()).toBeNull();
  });

  it('counts timeouts in a row only: an answer in between starts again, a connection failure counts for nothing', () => {
    const { breaker } = setup();
    call(breaker, 'failed');
    call(breaker, 'failed');
    call(breaker, 'answered');
    call(breaker, 'failed');
    call(breaker, 'unknown');
    call(breaker, 'failed');
    expect(breaker.state).toBe('closed');
    call(breaker, 'failed');
    expect(breaker.state).toBe('open');
  });

  it('lets one probe through after the cool-down; its answer closes the breaker', () => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 3; i++) call(breaker, 'failed');
    clock.now += 10_000;
    const probe = breaker.admit();
    expect(probe).not.toBeNull();
    expect(breaker.state).toBe('halfOpen');
    // while the probe is out, the others are still refused
    expect(breaker.admit()).toBeNull();
    probe!('answered');
    expect(breaker.state).toBe('closed');
    expect(call(breaker, 'answered')).toBe(true);
  });

  it.each(['failed', 'unknown'] as const)('opens again for a whole cool-down when the probe reports %s', (outcome) => {
    const { breaker, clock } = setup();
    for (let i = 0; i < 3; i++) call(breaker, 'failed');
    clock.now += 10_000;
    expect(call(breaker, outcome)).toBe(true);
    expect(breaker.state).toBe('open');
    clock.now += 9_999;
    expect(breaker.admit()).toBeNull();
    clock.now += 1;
    breaker.admit()!('answered');
    expect(breaker.state).toBe('closed');
  });

  it('ignores calls admitted before it opened that end after: the probe alone decides', () => {
    const { breaker, clock } = setup();
    const late = [breaker.admit()!, breaker.admit()!];
    for (let i = 0; i < 3; i++) call(breaker, 'failed');
    late[0]!('answered');
    expect(breaker.state).toBe('open');
    clock.now += 10_000;
    const probe = breaker.admit()!;
    late[1]!('failed');
    probe('answered');
    expect(breaker.state).toBe('closed');
  });
});
