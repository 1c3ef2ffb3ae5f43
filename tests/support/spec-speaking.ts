import type { FixtureBackend } from '../../fixtures/backend';

/**
 * The fixture backend answering `path` as a backend written from the spec's words alone would (issue 37): each answer
 * of `path` goes through `rewrite` on its way out, and each request body to it is kept. `restore` puts it back.
 */
export function speakingSpec(backend: FixtureBackend, path: string, rewrite: (json: unknown) => unknown = (json) => json) {
  const original = backend.dispatch;
  const bodies: Array<Record<string, unknown>> = [];
  backend.dispatch = async (request) => {
    const response = await original.call(backend, request);
    if (request.path !== path) return response;
    bodies.push(request.body);
    return 'json' in response ? { ...response, json: rewrite(response.json) } : response;
  };
  return { bodies, restore: () => void (backend.dispatch = original) };
}
