import { describe, expect, it } from 'vitest';
import { readConfig } from '../../gateway/config';

const rest = { DATA_SOURCE: 'rest', BACKEND_URL: 'http://backend.example' };

describe("the http transport's bounds from the environment", () => {
  it('has defaults: 10 s a call, 15 s a request, 64 sockets and 2048 calls waiting, a breaker after 3 timeouts for 10 s', () => {
    expect(readConfig(rest)).toMatchObject({
      backendTimeoutMs: 10_000,
      backendDeadlineMs: 15_000,
      backendConnections: 64,
      backendQueue: 2048,
      breakerFailures: 3,
      breakerCoolDownMs: 10_000,
    });
  });

  it('reads each one', () => {
    const config = readConfig({
      ...rest,
      BACKEND_TIMEOUT_MS: '2000',
      BACKEND_DEADLINE_MS: '5000',
      BACKEND_CONNECTIONS: '16',
      BACKEND_QUEUE: '100',
      BACKEND_BREAKER_FAILURES: '5',
      BACKEND_BREAKER_COOLDOWN_MS: '30000',
    });
    expect(config).toMatchObject({
      backendTimeoutMs: 2000,
      backendDeadlineMs: 5000,
      backendConnections: 16,
      backendQueue: 100,
      breakerFailures: 5,
      breakerCoolDownMs: 30_000,
    });
  });

  it.each(['0', '-1', 'diez', '1.5'])('refuses to start with BACKEND_CONNECTIONS=%s, naming the variable', (value) => {
    expect(() => readConfig({ ...rest, BACKEND_CONNECTIONS: value })).toThrow(/BACKEND_CONNECTIONS/);
  });
});
