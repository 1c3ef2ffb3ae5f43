import { describe, expect, it } from 'vitest';
import { createSlots } from '../../gateway/backend/slots';

const never = () => new AbortController().signal;

describe('the slots of the sockets to the backend', () => {
  it('grants as many calls as slots at once, then the waiting ones in order as slots free', async () => {
    const slots = createSlots(2, 5);
    const order: string[] = [];
    const a = await slots.acquire(never());
    await slots.acquire(never());
    const waiting = ['c', 'd'].map((name) => slots.acquire(never()).then((release) => (order.push(name), release)));
    a();
    const c = await waiting[0]!;
    expect(order).toEqual(['c']);
    c();
    await waiting[1];
    expect(order).toEqual(['c', 'd']);
  });

  it('is full with every slot taken and the queue full, and refuses one more', async () => {
    const slots = createSlots(1, 1);
    await slots.acquire(never());
    expect(slots.full).toBe(false);
    void slots.acquire(never());
    expect(slots.full).toBe(true);
    await expect(slots.acquire(never())).rejects.toThrow();
  });

  it('lets a waiting call whose signal aborts leave at once, and not take the next free slot', async () => {
    const slots = createSlots(1, 5);
    const first = await slots.acquire(never());
    const leaving = new AbortController();
    const left = slots.acquire(leaving.signal);
    const next = slots.acquire(never());
    leaving.abort();
    await expect(left).rejects.toBeDefined();
    first();
    const release = await next;
    expect(slots.full).toBe(false);
    release();
  });

  it('counts a slot released twice once', async () => {
    const slots = createSlots(1, 0);
    const release = await slots.acquire(never());
    release();
    release();
    await slots.acquire(never());
    expect(slots.full).toBe(true);
  });
});
