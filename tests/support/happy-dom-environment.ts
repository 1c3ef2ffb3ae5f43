import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * happy-dom, with modules transformed for Node (Vite's 'ssr' environment) rather than for a browser: the
 * screens import the gateway, whose `new URL('../schema/', import.meta.url)` Vite's browser transform would
 * turn into a URL of the dev server, and whose Node libraries must load as they do under `npm start`.
 */
const happyDomForNode: Environment = { ...builtinEnvironments['happy-dom'], name: 'happy-dom', viteEnvironment: 'ssr' };

export default happyDomForNode;
