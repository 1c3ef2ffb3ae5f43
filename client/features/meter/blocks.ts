import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client';

const DEFAULT_PARTS = ['En este momento no es posible obtener la información.', 'Por favor intenta más tarde'];

/** The message of the error at one block's path (viewer.meter.<field>), if the answer has one. */
export function blockError(error: ErrorLike | undefined, field: string): string | null {
  if (!error) return null;
  if (!CombinedGraphQLErrors.is(error)) return DEFAULT_PARTS.join(' ');
  const found = error.errors.find((e) => e.path?.includes(field));
  return found ? found.message : null;
}

/** The spec's unavailable text in its two lines (spec 2 §8), or the server's own message as it came. */
export function unavailableLines(message: string | null): string[] {
  if (!message || message.startsWith(DEFAULT_PARTS[0]!)) return DEFAULT_PARTS;
  return [message];
}
