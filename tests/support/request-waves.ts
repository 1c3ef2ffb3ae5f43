/**
 * The GraphQL requests a screen sends, in waves, counted without a clock: a request started before any answer has
 * come is in wave 0, and one started after an answer of wave n is at least in wave n + 1 (it may have waited for that
 * answer). A screen whose requests all go out in one wave waits for one backend latency; each wave more is a round
 * trip more. A request of another wave still in flight does not hide a sequence: only answers order requests.
 */
export interface RequestWaves {
  /** for renderScreen's `onRequest`: a request starts; what it returns is called when its answer (or error) comes */
  onRequest(name: string): () => void;
  /** the requests since the last `restart`, in the order they started, each with its wave */
  log(): ReadonlyArray<{ name: string; wave: number }>;
  /** forgets what was sent: from now, a request before any new answer is in wave 0 (a click once the screen has settled) */
  restart(): void;
}

export function requestWaves(): RequestWaves {
  let epoch = 0;
  /** the latest wave whose answer has come since the restart; -1 before any */
  let answered = -1;
  let log: Array<{ name: string; wave: number }> = [];
  return {
    onRequest(name) {
      const wave = answered + 1;
      const startedIn = epoch;
      log.push({ name, wave });
      let done = false;
      return () => {
        if (done || startedIn !== epoch) return;
        done = true;
        answered = Math.max(answered, wave);
      };
    },
    log: () => log,
    restart() {
      epoch += 1;
      answered = -1;
      log = [];
    },
  };
}
