import { ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { from, switchMap } from 'rxjs';
import type { AccountKind } from '../gql/graphql';

export interface AuthState {
  token: string;
  kind: AccountKind;
}

export interface AuthLinkOptions {
  /** the session as it is now (read on every request, so a retry picks up the new token) */
  getAuth(): AuthState | null;
  /** asks the gateway for a new token with the current one; rejects when the refresh is refused */
  refresh(auth: AuthState): Promise<string>;
  onTokenRefreshed(token: string): void;
  onSessionExpired(): void;
  /** the token another tab of the same browser may have stored meanwhile (it refreshed first) */
  storedToken?(): string | null;
}

/** Operations that must never trigger a refresh (they are the refresh, or run without a session). */
const noRetry = new Set(['RefreshSession', 'Login', 'CompanyLogin']);

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

/**
 * Bearer token on every request, and on UNAUTHENTICATED one refresh shared by every call failing at the
 * same time; each failed call is then retried once with the new token. A refused refresh ends the session.
 */
export function createAuthLinks(options: AuthLinkOptions): ApolloLink {
  let inflight: Promise<string> | null = null;

  function refreshOnce(failedWith: string): Promise<string> {
    const current = options.getAuth();
    if (!current) return Promise.reject(new Error('Sin sesión'));
    // a call that failed with a token already replaced only needs to be retried
    if (current.token !== failedWith) return Promise.resolve(current.token);
    if (!inflight) {
      inflight = options
        .refresh(current)
        .then((token) => {
          options.onTokenRefreshed(token);
          return token;
        })
        .catch((error: unknown) => {
          // another tab refreshed the same token first: its new token is ours too
          const stored = options.storedToken?.();
          if (stored && stored !== failedWith) {
            options.onTokenRefreshed(stored);
            return stored;
          }
          options.onSessionExpired();
          throw error;
        })
        .finally(() => {
          inflight = null;
        });
    }
    return inflight;
  }

  const errorLink = new ErrorLink(({ error, operation, forward }) => {
    if (!isUnauthenticated(error) || noRetry.has(operation.operationName ?? '')) return;
    const usedToken = (operation.getContext().usedToken as string | undefined) ?? '';
    if (!usedToken) return;
    return from(refreshOnce(usedToken)).pipe(switchMap(() => forward(operation)));
  });

  const authLink = new SetContextLink((prevContext) => {
    const auth = options.getAuth();
    if (!auth) return { usedToken: '' };
    return {
      usedToken: auth.token,
      headers: { ...prevContext.headers, authorization: `Bearer ${auth.token}`, 'x-account-kind': auth.kind },
    };
  });

  return ApolloLink.from([errorLink, authLink]);
}
