/**
 * The longest chain of requests, each starting after the one before it in the chain had its answer: how many
 * round trips (or backend latencies) a screen waited for one after the other, however many ran beside them.
 */
export interface Timed {
  start: number;
  /** when its answer arrived; null: it never did (counted as never ending) */
  answered: number | null;
}

/** The requests of the longest chain, in order (empty for none). */
export function longestChain<T extends Timed>(items: readonly T[]): T[] {
  const sorted = [...items].sort((a, b) => a.start - b.start);
  const length: number[] = [];
  const before: number[] = [];
  sorted.forEach((item, i) => {
    length[i] = 1;
    before[i] = -1;
    for (let j = 0; j < i; j += 1) {
      const previous = sorted[j]!;
      if (previous.answered !== null && previous.answered <= item.start && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        before[i] = j;
      }
    }
  });
  let last = -1;
  length.forEach((value, i) => {
    if (last === -1 || value > length[last]!) last = i;
  });
  const chain: T[] = [];
  for (let i = last; i !== -1; i = before[i]!) chain.unshift(sorted[i]!);
  return chain;
}
