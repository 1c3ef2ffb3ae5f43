import type { BackendClient } from '../backend/client';

/**
 * A region's name for the code the backend writes (orders, services, prices). The per-request client makes identical
 * calls once, so every order of a list shares one /regions call. `fallback` is what shows when the list does not
 * name the code, or cannot be read: the code itself where a screen must show something, or null.
 */
export async function regionName(
  backend: BackendClient,
  code: string | null | undefined,
  fallback: 'code' | 'null',
): Promise<string | null> {
  if (!code) return null;
  const regions = await backend.call('/regions', {}).catch(() => null);
  return regions?.data?.find((region) => region.code === code)?.name ?? (fallback === 'code' ? code : null);
}
