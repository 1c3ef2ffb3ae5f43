import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { PAGE_VIEWS_PATH } from '../../machines/rules/page-views';
import { installElkWorker } from './elk-worker';
// App fetches the /flujos broadcaster once the page settles, which can be as a test file ends: loaded here first, so
// that late import() is answered from the module cache instead of loading after the environment is torn down
import '../../client/features/flows/broadcast';
import { dashboardCards, routeTable } from '../../client/app/registry';

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test
afterEach(() => cleanup());

// how long a findBy* keeps looking before it fails: a cold transform of a lazy route on a slow machine must not
// fail a test (an answer that never comes still fails, after this)
configure({ asyncUtilTimeout: 15_000 });

installElkWorker();

// the shell posts page views to the gateway's origin, which the fast tier has none of (its GraphQL runs in-process):
// they are taken here, as the gateway takes them, instead of failing against happy-dom's own address (once per
// environment: the files of a worker share it)
const TAKES_PAGE_VIEWS = Symbol.for('screen-setup.takesPageViews');
if (!(TAKES_PAGE_VIEWS in globalThis.fetch)) {
  const networkFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      String(input) === PAGE_VIEWS_PATH ? Promise.resolve(new Response(null, { status: 202 })) : networkFetch(input, init),
    { [TAKES_PAGE_VIEWS]: true },
  );
}

// happy-dom has no HTMLSelectElement.size (a browser's is the attribute, 0 when absent). react-hook-form reads it to
// tell a list someone changed before the form was ready from one still on its first option: without it every list
// looks changed, and a registered list shows its first option instead of the form's default value
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size')) || 0;
    },
    set(this: HTMLSelectElement, size: number) {
      this.setAttribute('size', String(size));
    },
  });
}

// every screen's code loaded before the tests, as the app has fetched an area's tabs by the time a person clicks one
// (LinkPreload): a link then opens its screen at once, and no screen's import() is still under way as a test file ends
// (one loading after the environment is torn down fails the worker's next files). The wait for a screen's code is
// tested with screens of its own (navigation-hold.test.tsx)
await Promise.all(
  [...routeTable.public, ...routeTable.guest, ...routeTable.signedIn, ...Object.values(dashboardCards)].map((entry) => {
    const screen = 'screen' in entry ? entry.screen : entry;
    return 'preload' in screen ? screen.preload() : null;
  }),
);
