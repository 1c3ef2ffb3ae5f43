import type { BackendClient } from '../backend/client';
import type { BackendRegion } from '../backend/contract';
import { readList, textForm } from '../backend/forms';

const textOf = (value: unknown) => textForm.read(value)?.trim() || null;

/**
 * A region's name for the code the backend writes (orders, services, prices). The per-request client makes identical
 * calls once, so every order of a list shares one /regions call. `fallback` is what shows when the list does not
 * name the code, or cannot be read: the code itself where a screen must show something, or null.
 */
export async function regionName(backend: BackendClient, code: unknown, fallback: 'code' | 'null'): Promise<string | null> {
  const wanted = textOf(code);
  if (!wanted) return null;
  const regions = await backend.call('/regions', {}).catch(() => null);
  const region = readList<BackendRegion>(regions?.data).find((r) => r && textOf(r.code) === wanted);
  return (region && textOf(region.name)) ?? (fallback === 'code' ? wanted : null);
}
