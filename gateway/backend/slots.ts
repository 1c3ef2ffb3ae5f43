/**
 * The sockets to the backend as slots: at most `size` calls at once, up to `queue` more waiting in order, none
 * beyond. A waiting call whose signal aborts leaves the queue at once (undici's own queue lets it go only when a
 * socket frees, however late), and a call knows whether it ever had a socket.
 */
export interface Slots {
  /** every slot taken and the queue full: a call now would be refused */
  readonly full: boolean;
  /** resolves with the slot's release once the call may go; rejects with the signal's reason if it aborts first */
  acquire(signal: AbortSignal): Promise<() => void>;
}

export function createSlots(size: number, queue: number): Slots {
  let free = size;
  const waiting: Array<() => void> = [];

  function handOver(): void {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  }

  function releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      handOver();
    };
  }

  return {
    get full() {
      return free === 0 && waiting.length >= queue;
    },
    acquire(signal) {
      if (signal.aborted) return Promise.reject(signal.reason as Error);
      if (free > 0) {
        free -= 1;
        return Promise.resolve(releaser());
      }
      if (waiting.length >= queue) return Promise.reject(new Error('no slot and the queue is full'));
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', leave);
          resolve(releaser());
        };
        const leave = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal.reason as Error);
        };
        signal.addEventListener('abort', leave, { once: true });
        waiting.push(grant);
      });
    },
  };
}
