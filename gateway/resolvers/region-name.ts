import type { BackendClient } from '../backend/client';
import type { BackendRegion } from '../backend/contract';
import { readList, textForm } from '../backend/forms';

const textOf = (value: unknown) => textForm.read(value)?.trim() || null;

/**
 * A region's name for the code the backend writes (orders, services, prices). The regions are reference data, read
 * once per gateway and kept (BackendClient.callReference), so a list of orders waits for no call of its own for them. `fallback` is what shows when the list does not
 * name the code, or cannot be read: the code itself where a screen must show something, or null.
 */
export async function regionName(backend: BackendClient, code: unknown, fallback: 'code' | 'null'): Promise<string | null> {
  const wanted = textOf(code);
  if (!wanted) return null;
  const regions = await backend.callReference('/regions', {}).catch(() => null);
  const region = readList<BackendRegion>(regions?.data).find((r) => r && textOf(r.code) === wanted);
  return (region && textOf(region.name)) ?? (fallback === 'code' ? wanted : null);
}
