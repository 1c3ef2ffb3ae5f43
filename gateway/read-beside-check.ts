/**
 * A read asked beside the check that may refuse it, rather than after it: the read costs one backend latency, not two.
 * Its answer is given only once the check passes; when the check refuses, the refusal is the caller's answer and the
 * read's own answer or failure is dropped (the backend refuses on its side what the gateway refuses). Either way the
 * read is over before the request ends. A write must not use it: it waits for its check before it reaches the backend.
 */
export async function readBesideCheck<T>(check: () => Promise<unknown>, read: () => Promise<T> | T): Promise<T> {
  const [checked, answer] = await Promise.allSettled([check(), Promise.resolve().then(read)]);
  if (checked.status === 'rejected') throw checked.reason;
  if (answer.status === 'rejected') throw answer.reason;
  return answer.value;
}
