import { describe, expect, it } from 'vitest';
import { readConfig } from '../../../gateway/config';

const REST = { DATA_SOURCE: 'rest', BACKEND_URL: 'http://backend.example' };

describe('WORKERS', () => {
  it('runs one gateway process unless told otherwise', () => {
    expect(readConfig({}).workers).toBe(1);
  });

  it('forks workers in front of a REST backend, where gateways keep no state', () => {
    expect(readConfig({ ...REST, WORKERS: '4' }).workers).toBe(4);
  });

  it('refuses several workers over the demo world, which lives in one process', () => {
    expect(() => readConfig({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATA_SOURCE=rest/);
  });

  it.each(['0', '-1', '1.5', 'many'])('refuses WORKERS=%s', (value) => {
    expect(() => readConfig({ ...REST, WORKERS: value })).toThrow(/WORKERS must be/);
  });
});
