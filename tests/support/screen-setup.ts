import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installElkWorker } from './elk-worker';
// App fetches the /flujos broadcaster once the page settles, which can be as a test file ends: loaded here first, so
// that late import() is answered from the module cache instead of loading after the environment is torn down
import '../../client/features/flows/broadcast';

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test
afterEach(() => cleanup());

// how long a findBy* keeps looking before it fails: a cold transform of a lazy route on a slow machine must not
// fail a test (an answer that never comes still fails, after this)
configure({ asyncUtilTimeout: 15_000 });

installElkWorker();
