import { setTimeout as delay } from 'node:timers/promises';
import { MAX_LENGTH } from '../machines/rules/limits';
import type { MapPoint } from './generated/resolvers';
import { mapPoint } from './mappers/bulk';
import { LruCache } from './operation-cache';

/**
 * Where an address is, for the cylinder truck map (spec 2 §7: the delivery address is geocoded by a maps service):
 * its point, or null when the service finds nothing. A service that fails or is too slow throws.
 */
export type Geocoder = (query: string) => Promise<MapPoint | null>;

/** The first place of a Nominatim-style search answer (`[{ lat: '-33.4', lon: '-70.6', … }]`), the best match. */
export function pointOfPlaces(answer: unknown): MapPoint | null {
  const first: unknown = Array.isArray(answer) ? answer[0] : undefined;
  if (!first || typeof first !== 'object') return null;
  const { lat, lon } = first as { lat?: unknown; lon?: unknown };
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null);
  return mapPoint(text(lat), text(lon));
}

/** The most of an answer read: a search with limit=1 answers well under a kilobyte. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** The answer's text, read no further than `max` bytes: a third party's answer is not trusted to be small. */
async function textUpTo(response: Response, max: number): Promise<string> {
  if (Number(response.headers.get('content-length')) > max) {
    await response.body?.cancel();
    throw new Error('the geocoder answered too much');
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > max) {
      await reader!.cancel();
      throw new Error('the geocoder answered too much');
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A Nominatim-compatible search service (`GEOCODER_URL`, e.g. a Nominatim of one's own at https://…/search): asked for
 * one place in Chile, in Spanish, within `timeoutMs`.
 */
export function httpGeocoder(url: string, { timeoutMs }: { timeoutMs: number }): Geocoder {
  return async (query) => {
    const search = new URL(url);
    for (const [name, value] of Object.entries({ q: query, format: 'jsonv2', limit: '1', countrycodes: 'cl' }))
      search.searchParams.set(name, value);
    const response = await fetch(search, {
      headers: { accept: 'application/json', 'accept-language': 'es', 'user-agent': 'SucursalVirtual/1.0 (truck maps)' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`the geocoder answered ${response.status}`);
    }
    return pointOfPlaces(JSON.parse(await textUpTo(response, MAX_ANSWER_BYTES)));
  };
}

/** How long an answer is kept: addresses do not move, but a map service's data is corrected now and then. */
const KEPT_MS = 24 * 60 * 60_000;

/**
 * The geocoder behind a bounded cache of its answers, "not found" included, so a poll of the truck map (every five
 * minutes, spec 2 §6) or a second customer at the same address asks the service nothing, and concurrent asks for one
 * address share one call. A failure is not kept: it answers null and the next ask tries again. A query over the
 * length any address needs is not sent.
 */
export function cachedGeocoder(geocoder: Geocoder, { entries = 2000, now = Date.now } = {}): Geocoder {
  const cache = new LruCache<{ at: number; point: Promise<MapPoint | null> }>(entries);
  return (query) => {
    const key = query.trim().replace(/\s+/g, ' ').toLowerCase();
    if (!key || key.length > MAX_LENGTH.place) return Promise.resolve(null);
    const kept = cache.get(key);
    if (kept && now() - kept.at < KEPT_MS) return kept.point;
    const point = geocoder(key).catch(() => {
      cache.delete(key);
      return null;
    });
    cache.set(key, { at: now(), point });
    return point;
  };
}

interface SpacingOptions {
  perSecond: number;
  /** a search whose turn would come later than this is not sent: it fails at once, as a busy service would */
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * At most `perSecond` searches a second, each waiting its turn: a public Nominatim allows one a second and shuts out
 * an application that asks faster, which would leave every truck map without its address.
 */
export function spacedGeocoder(geocoder: Geocoder, { perSecond, maxWaitMs, now = Date.now, sleep = delay }: SpacingOptions): Geocoder {
  const gap = 1000 / perSecond;
  let nextTurn = 0;
  return async (query) => {
    const turn = Math.max(now(), nextTurn);
    if (turn - now() > maxWaitMs) throw new Error('the geocoder is busy');
    nextTurn = turn + gap;
    if (turn > now()) await sleep(turn - now());
    return geocoder(query);
  };
}
