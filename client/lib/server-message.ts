import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * The backend's own message when a block failed with an error status (the gateway's reason ERROR_STATUS), which the
 * spec shows as it came; null for any other failure, which a screen tells in its own words.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  return first?.extensions?.reason === 'ERROR_STATUS' ? first.message : null;
}
