import { currentSession, writeSession } from './session';

type Listener = { tokenRefreshed(token: string): void; expired(): void };

let listener: Listener | null = null;

/**
 * The Apollo link lives outside React; it reports refreshes and refused refreshes here, and the
 * session machine (mounted by App) listens. Until it is mounted, the token is stored directly.
 */
export const sessionBridge = {
  listen(next: Listener): () => void {
    listener = next;
    return () => {
      if (listener === next) listener = null;
    };
  },
  tokenRefreshed(token: string): void {
    if (listener) return listener.tokenRefreshed(token);
    const session = currentSession();
    if (session) writeSession({ ...session, token });
  },
  expired(): void {
    listener?.expired();
  },
};
