import { CombinedGraphQLErrors, type ErrorLike } from '@apollo/client';

/**
 * The part of an answer's error that belongs to one block (a field of viewer.company): its GraphQL errors alone, as
 * LoadError reads them (a NOT_PROVIDED one says the service is not offered); a network error belongs to every block.
 */
export function blockError(error: ErrorLike | undefined, field: string): ErrorLike | { errors: readonly unknown[] } | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return error;
  const errors = error.errors.filter((e) => e.path?.includes(field));
  return errors.length ? { errors } : null;
}

/** Whether the record was refused as not the Administrador's (or not there at all): the not-found state. */
export function isNotFound(error: ErrorLike | undefined, field: string): boolean {
  if (!error || !CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some((e) => e.path?.includes(field) && ['FORBIDDEN', 'NOT_FOUND'].includes(String(e.extensions?.code)));
}
