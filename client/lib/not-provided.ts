/**
 * The gateway's message when the backend lacks the call a block needs (reason NOT_PROVIDED: a path the spec does not
 * show, which this backend does not serve): a lasting state, told as such instead of "intenta más tarde"; null
 * otherwise. Read from the error's GraphQL errors without Apollo Client's classes, so the first screens, which show
 * LoadError, load none of Apollo Client but its React hooks.
 */
export function notProvidedMessageOf(error: unknown): string | null {
  if (!error || typeof error !== 'object' || !('errors' in error) || !Array.isArray(error.errors)) return null;
  const missing = (error.errors as Array<{ message?: unknown; extensions?: { reason?: unknown } }>).find(
    (e) => e?.extensions?.reason === 'NOT_PROVIDED',
  );
  return typeof missing?.message === 'string' ? missing.message : null;
}
