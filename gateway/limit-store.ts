import cluster from 'node:cluster';
import { Redis } from 'ioredis';
import {
  RateLimiterCluster,
  RateLimiterClusterMaster,
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One counter: its name (unique per gateway), how many points a key has and for how many seconds. */
export interface LimitWindow {
  keyPrefix: string;
  points: number;
  duration: number;
}

/**
 * Where the throttles and the revoked tokens are kept, so that every gateway process reads the same ones: an
 * attacker spreading guesses over the workers, or a logged-out token replayed on another worker, meets the same
 * count. Always rate-limiter-flexible's own stores (docs/decisions.md):
 * - `redis`: REDIS_URL set, shared by every gateway on every machine;
 * - `cluster`: a node:cluster worker without Redis, kept by the primary process (`startClusterStore`);
 * - `memory`: one process.
 */
export interface LimitStore {
  readonly kind: 'memory' | 'cluster' | 'redis';
  limiter(window: LimitWindow): RateLimiterAbstract;
  /** closes the store's connection (Redis); the others hold nothing */
  close(): Promise<void>;
}

const memory = (window: LimitWindow) => new RateLimiterMemory(window);

export function createLimitStore(redisUrl: string | null = null): LimitStore {
  if (redisUrl) {
    // no offline queue: while Redis is unreachable a call fails at once and the limiter's insurance answers
    const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', () => {
      // reconnects by itself; each refused call is answered by the in-memory insurance meanwhile
    });
    return {
      kind: 'redis',
      limiter: (window) =>
        new RateLimiterRedis({
          ...window,
          keyPrefix: `sv:${window.keyPrefix}`,
          storeClient: client,
          // Redis down: this process counts on its own rather than failing every sign-in and every request
          insuranceLimiter: memory(window),
        }),
      close: async () => {
        await client.quit().catch(() => client.disconnect());
      },
    };
  }
  if (cluster.isWorker) return { kind: 'cluster', limiter: (window) => new RateLimiterCluster(window), close: async () => {} };
  return { kind: 'memory', limiter: memory, close: async () => {} };
}

/** In the cluster's primary, without Redis: the one memory the workers' limiters ask (over node:cluster's IPC). */
export function startClusterStore(redisUrl: string | null): void {
  if (!redisUrl) new RateLimiterClusterMaster();
}
