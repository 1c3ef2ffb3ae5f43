import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installElkWorker } from './elk-worker';

// vitest runs without globals, so Testing Library cannot register its own cleanup: unmount after each test
afterEach(() => cleanup());

// how long a findBy* keeps looking before it fails: a cold transform of a lazy route on a slow machine must not
// fail a test (an answer that never comes still fails, after this)
configure({ asyncUtilTimeout: 15_000 });

installElkWorker();
