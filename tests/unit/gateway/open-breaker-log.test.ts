import { describe, expect, it } from 'vitest';
import { logOpenBreaker } from '../../../gateway/hardening';

describe('the log of an open breaker', () => {
  it('writes one line per path every 10 s, counting the refusals it stands for', () => {
    const lines: string[] = [];
    const log = (line: string) => void lines.push(line);
    const path = `/probe/${Math.random()}`;
    logOpenBreaker('a', path, 1_000, log);
    for (let i = 0; i < 500; i++) logOpenBreaker('b', path, 1_000 + i * 10, log);
    logOpenBreaker('c', `${path}/other`, 2_000, log);
    logOpenBreaker('d', path, 11_000, log);
    expect(lines).toEqual([
      `[a] BACKEND_UNAVAILABLE CIRCUIT_OPEN ${path}`,
      `[c] BACKEND_UNAVAILABLE CIRCUIT_OPEN ${path}/other`,
      `[d] BACKEND_UNAVAILABLE CIRCUIT_OPEN ${path} (and 500 more refused since the last line)`,
    ]);
  });
});
