import { afterAll, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startTestApp, type TestApp, type TestAppOptions } from './app';

/** One app and one browser per test file, started before its tests and stopped after. */
export function browserApp(options: TestAppOptions = {}): { readonly app: TestApp; readonly browser: Browser } {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    app = await startTestApp(options);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('the app starts in beforeAll');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}
