import { ApolloLink, CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { catchError, from, mergeMap, of, switchMap, throwError, type Observable } from 'rxjs';
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

function isUnauthenticatedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  if (ServerError.is(error)) return error.statusCode === 401;
  return false;
}

function isUnauthenticatedResult(result: ApolloLink.Result): boolean {
  return 'errors' in result && (result.errors ?? []).some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** What a refused call is sent again with: a newer token, and whether a refresh was spent on it. */
interface Renewal {
  token: string;
  refreshed: boolean;
}

/**
 * Bearer token on every request. A call refused as UNAUTHENTICATED is sent again with a newer token:
 * - sent with a token that has been replaced since (here, or stored by another tab), it is retried with the
 *   newer one and nothing is refreshed: that token's expiry has been dealt with already;
 * - sent with the newest token, it waits for one refresh shared by every call failing at the same time.
 * One operation spends at most one refresh. A refused refresh ends the session, unless another tab stored a
 * new token meanwhile.
 */
export function createAuthLinks(options: AuthLinkOptions): ApolloLink {
  let inflight: Promise<string> | null = null;

  /** A token newer than the one the call failed with: this tab's, else the one another tab stored. */
  function newerThan(failedWith: string): string | null {
    const current = options.getAuth();
    if (current && current.token !== failedWith) return current.token;
    const stored = options.storedToken?.();
    if (!stored || stored === failedWith) return null;
    options.onTokenRefreshed(stored);
    return stored;
  }

  function refreshOnce(current: AuthState): Promise<string> {
    inflight ??= options
      .refresh(current)
      .then((token) => {
        options.onTokenRefreshed(token);
        return token;
      })
      .catch((error: unknown) => {
        // another tab refreshed the same token first: its new token is ours too
        const stored = options.storedToken?.();
        if (stored && stored !== current.token) {
          options.onTokenRefreshed(stored);
          return stored;
        }
        options.onSessionExpired();
        throw error;
      })
      .finally(() => {
        inflight = null;
      });
    return inflight;
  }

  async function renew(failedWith: string, mayRefresh: boolean): Promise<Renewal | null> {
    // a refresh under way gives the newest token, whichever token this call failed with
    if (inflight) return { token: await inflight, refreshed: true };
    const newer = newerThan(failedWith);
    if (newer) return { token: newer, refreshed: false };
    const current = options.getAuth();
    if (!current || !mayRefresh) return null;
    return { token: await refreshOnce(current), refreshed: true };
  }

  const retryLink = new ApolloLink((operation, forward) => {
    if (noRetry.has(operation.operationName ?? '')) return forward(operation);

    const send = (mayRefresh: boolean, retriesLeft: number): Observable<ApolloLink.Result> => {
      const again = (refusal: Observable<ApolloLink.Result>): Observable<ApolloLink.Result> => {
        // the token this attempt went with, as the auth link below set it
        const usedToken = (operation.getContext().usedToken as string | undefined) ?? '';
        if (!usedToken || retriesLeft === 0) return refusal;
        // a refused refresh: the caller sees the call's own refusal (and the session ends)
        return from(renew(usedToken, mayRefresh).catch(() => null)).pipe(
          switchMap((renewal) => (renewal ? send(mayRefresh && !renewal.refreshed, retriesLeft - 1) : refusal)),
        );
      };
      return forward(operation).pipe(
        mergeMap((result) => (isUnauthenticatedResult(result) ? again(of(result)) : of(result))),
        catchError((error: unknown) => (isUnauthenticatedError(error) ? again(throwError(() => error)) : throwError(() => error))),
      );
    };
    // at most: once with a token stored meanwhile (which may have expired too), once with a refreshed one
    return send(true, 2);
  });

  const authLink = new SetContextLink((prevContext) => {
    const auth = options.getAuth();
    if (!auth) return { usedToken: '' };
    return {
      usedToken: auth.token,
      headers: { ...prevContext.headers, authorization: `Bearer ${auth.token}`, 'x-account-kind': auth.kind },
    };
  });

  return ApolloLink.from([retryLink, authLink]);
}
