/**
 * A bounded least-recently-used map: at most `maxEntries` entries whose weights sum to at most `maxWeight`; adding
 * past either bound drops the least recently used first. Bounded so that a client sending ever new documents
 * cannot grow the gateway's memory.
 */
export class LruCache<V> {
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private totalWeight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number = Number.POSITIVE_INFINITY,
  ) {
    if (!(maxEntries >= 1)) throw new Error('an LRU cache holds at least one entry');
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** A value heavier than the whole cache is not kept. */
  set(key: string, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    this.entries.set(key, { value, weight });
    this.totalWeight += weight;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.totalWeight <= this.maxWeight) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalWeight -= entry.weight;
  }

  get size(): number {
    return this.entries.size;
  }

  get weight(): number {
    return this.totalWeight;
  }
}
