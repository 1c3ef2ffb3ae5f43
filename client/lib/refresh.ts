import type { AuthState } from './auth-link';

const REFRESH = 'mutation RefreshSession { refreshSession { token } }';

/** The refresh goes straight to /graphql, outside the Apollo link chain, so it cannot recurse. */
export async function refreshToken(uri: string, auth: AuthState, fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(uri, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${auth.token}`, 'x-account-kind': auth.kind },
    body: JSON.stringify({ query: REFRESH, operationName: 'RefreshSession' }),
  });
  const body = (await response.json()) as { data?: { refreshSession?: { token: string } | null }; errors?: unknown[] };
  const token = body.data?.refreshSession?.token;
  if (!token) throw new Error('La sesión no pudo renovarse');
  return token;
}
