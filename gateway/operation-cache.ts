/**
 * A bounded least-recently-used map: at most `maxEntries` entries whose weights sum to at most `maxWeight`; adding
 * past either bound drops the least recently used first. Bounded so that a client sending ever new documents
 * cannot grow the gateway's memory.
 *
 * Recency is kept the "second chance" way: a read only marks its entry used, so the read every request makes
 * changes nothing in the map; when room is needed, the oldest entries that were used since they were last looked at
 * move to the young end, and the first one that was not is dropped.
 */
export class LruCache<V> {
  // a Map iterates in insertion order: the oldest first
  private readonly entries = new Map<string, { value: V; weight: number; used: boolean }>();
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
    entry.used = true;
    return entry.value;
  }

  /** A value heavier than the whole cache is not kept. */
  set(key: string, value: V, weight = 1): void {
    this.delete(key);
    if (weight > this.maxWeight) return;
    while (this.entries.size >= this.maxEntries || this.totalWeight + weight > this.maxWeight) this.dropOne();
    this.entries.set(key, { value, weight, used: false });
    this.totalWeight += weight;
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

  /** Drops the oldest entry not used since it was last looked at; used ones on the way get a second chance. */
  private dropOne(): void {
    for (const [key, entry] of this.entries) {
      this.entries.delete(key);
      if (!entry.used) {
        this.totalWeight -= entry.weight;
        return;
      }
      entry.used = false;
      this.entries.set(key, entry);
    }
  }
}
