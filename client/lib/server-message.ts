import { CombinedGraphQLErrors } from '@apollo/client';
import { ServerMessage } from '../../machines/server-message';

/**
 * The backend's own message when a block failed with an error status (the gateway's reason ERROR_STATUS), which the
 * spec shows as it came; null for any other failure, which a screen tells in its own words.
 */
export function serverMessageOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const first = error.errors[0];
  return first?.extensions?.reason === 'ERROR_STATUS' ? first.message : null;
}

/** What a load actor rejects with: the backend's own message as a ServerMessage (which machines show), else the error. */
export function withServerMessage(error: unknown): unknown {
  const message = serverMessageOf(error);
  return message === null ? error : new ServerMessage(message);
}
