import { createRequire } from 'node:module';

/**
 * happy-dom has no Web Worker, and /flujos lays its charts out in one (ELK's engine, client/features/flows/layout.ts):
 * here a worker of ELK's script runs in the test's thread through ELK's own stand-in, which answers the same
 * messages. Any other worker is refused, so no other screen comes to depend on a fake.
 */
const { Worker: ElkInThread } = createRequire(import.meta.url)('elkjs/lib/elk-worker.js') as {
  Worker: new (url: string) => Worker;
};

export function installElkWorker(): void {
  if (typeof globalThis.Worker !== 'undefined') return;
  globalThis.Worker = function ScreenTierWorker(url: string | URL) {
    if (!String(url).includes('elk-worker')) throw new Error(`the screen tier runs no worker but ELK's, not ${String(url)}`);
    return new ElkInThread(String(url));
  } as unknown as typeof Worker;
}
