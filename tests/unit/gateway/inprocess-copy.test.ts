import { describe, expect, it } from 'vitest';
import { copyAsJson } from '../../../gateway/backend/inprocess';

describe('the in-process transport copies answers as JSON carries them', () => {
  it.each([
    ['a nested answer', { status: 'ok', data: [{ id: 1, tags: ['a', 'b'], nested: { deep: [1, 2, { x: null }] } }] }],
    ['undefined and functions, in objects and arrays', { kept: 1, gone: undefined, fn: () => 1, list: [undefined, () => 1, 2] }],
    ['numbers JSON cannot write', { nan: Number.NaN, infinite: [Number.POSITIVE_INFINITY], zero: -0 }],
    ['dates', { at: new Date('2026-11-23T10:00:00Z') }],
    ['a string', 'text'],
    ['null', null],
  ])('%s', (_name, value) => {
    expect(copyAsJson(value)).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('shares nothing with the original', () => {
    const world = { data: { list: [{ id: 1 }] } };
    const copy = copyAsJson(world) as typeof world;
    copy.data.list[0]!.id = 2;
    copy.data.list.push({ id: 3 });
    expect(world).toEqual({ data: { list: [{ id: 1 }] } });
  });
});
