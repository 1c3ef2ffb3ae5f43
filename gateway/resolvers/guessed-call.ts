/**
 * `ask` with a value the client says it holds (`guess`: a contract code, the user's id), made beside `lookup`, which
 * finds the real one: one backend latency instead of two (issue 44). The guessed answer is given only when the lookup
 * agrees; otherwise `ask` runs again with the looked-up value, and the guessed call's answer or failure is dropped (the
 * backend refuses what is not the caller's on its side too). Without a guess: the lookup, then `ask`.
 */
export async function askWithGuess<V, T>(guess: V | null, lookup: Promise<V>, ask: (value: V) => Promise<T>): Promise<T> {
  if (guess === null) return ask(await lookup);
  const guessed = ask(guess);
  guessed.catch(() => undefined);
  const value = await lookup;
  return value === guess ? guessed : ask(value);
}
