import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedGeocoder, httpGeocoder, pointOfPlaces, spacedGeocoder, type Geocoder } from '../../../gateway/geocoder';
import { MAX_LENGTH } from '../../../machines/rules/limits';

const SANTIAGO = { latitude: -33.4372, longitude: -70.6506 };

/** A geocoder that answers from a table, counting what it is asked; a query in `failing` throws. */
function countingGeocoder(failing = new Set<string>()) {
  const asked: string[] = [];
  const geocoder: Geocoder = async (query) => {
    asked.push(query);
    if (failing.has(query)) throw new Error('the service is down');
    return query.startsWith('av. providencia') ? SANTIAGO : null;
  };
  return { geocoder, asked };
}

describe('a Nominatim answer', () => {
  it('gives the first place, its coordinates read from text', () => {
    expect(
      pointOfPlaces([
        { lat: '-33.4372', lon: '-70.6506' },
        { lat: '0', lon: '0' },
      ]),
    ).toEqual(SANTIAGO);
  });

  it('gives none for no place, a malformed place or coordinates off the globe', () => {
    for (const answer of [
      [],
      {},
      null,
      'x',
      [null],
      [{ lat: '-33.4' }],
      [{ lat: 'norte', lon: '-70' }],
      [{ lat: '-133', lon: '-70' }],
      [{ lat: {}, lon: [] }],
    ])
      expect(pointOfPlaces(answer)).toBeNull();
  });
});

describe('the cached geocoder', () => {
  it('asks once per address, however it is spelt and however many ask at once', async () => {
    const { geocoder, asked } = countingGeocoder();
    const cached = cachedGeocoder(geocoder);
    const answers = await Promise.all([cached('Av. Providencia 1234, Providencia'), cached('  av. providencia   1234, PROVIDENCIA ')]);
    expect(answers).toEqual([SANTIAGO, SANTIAGO]);
    expect(await cached('Av. Providencia 1234, Providencia')).toEqual(SANTIAGO);
    expect(asked).toEqual(['av. providencia 1234, providencia']);
  });

  it('keeps "not found" too, but not a failure: that answers null and the next ask tries again', async () => {
    const failing = new Set(['los leones 40, providencia']);
    const { geocoder, asked } = countingGeocoder(failing);
    const cached = cachedGeocoder(geocoder);
    expect(await cached('Calle Inexistente 1')).toBeNull();
    expect(await cached('Calle Inexistente 1')).toBeNull();
    expect(await cached('Los Leones 40, Providencia')).toBeNull();
    failing.clear();
    await cached('Los Leones 40, Providencia');
    expect(asked).toEqual(['calle inexistente 1', 'los leones 40, providencia', 'los leones 40, providencia']);
  });

  it('asks again after a day', async () => {
    let now = 0;
    const { geocoder, asked } = countingGeocoder();
    const cached = cachedGeocoder(geocoder, { now: () => now });
    await cached('Av. Providencia 1');
    now += 23 * 3600_000;
    await cached('Av. Providencia 1');
    now += 2 * 3600_000;
    await cached('Av. Providencia 1');
    expect(asked).toHaveLength(2);
  });

  it('sends nothing for a blank query or one longer than any address', async () => {
    const { geocoder, asked } = countingGeocoder();
    const cached = cachedGeocoder(geocoder);
    expect(await cached('   ')).toBeNull();
    expect(await cached('a'.repeat(MAX_LENGTH.place + 1))).toBeNull();
    expect(asked).toEqual([]);
  });
});

describe('the spaced geocoder', () => {
  it('sends one search a second, each waiting its turn, and refuses one whose turn is further off than the wait allowed', async () => {
    let now = 10_000;
    const waits: number[] = [];
    const { geocoder, asked } = countingGeocoder();
    const spaced = spacedGeocoder(geocoder, {
      perSecond: 1,
      maxWaitMs: 2500,
      now: () => now,
      sleep: async (ms) => void waits.push(ms),
    });
    const answers = await Promise.allSettled(
      ['Av. Providencia 1', 'Av. Providencia 2', 'Av. Providencia 3', 'Av. Providencia 4'].map(spaced),
    );
    expect(answers.map((a) => a.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected']);
    expect(waits).toEqual([1000, 2000]);
    expect(asked).toHaveLength(3);
    // once the turns have passed, a search goes at once
    now += 5000;
    await spaced('Av. Providencia 5');
    expect(waits).toHaveLength(2);
  });
});

describe('the http geocoder', () => {
  let server: http.Server;
  let url: string;
  const seen: URLSearchParams[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const params = new URL(req.url ?? '/', 'http://geocoder').searchParams;
      seen.push(params);
      const q = params.get('q') ?? '';
      if (q === 'caído') return res.writeHead(502).end('Bad gateway');
      const huge = `[${'{"lat":"1","lon":"1"},'.repeat(5000)}{}]`;
      if (q === 'enorme') return res.writeHead(200, { 'content-type': 'application/json' }).end(huge);
      // no length said (chunked): the answer is cut off as it streams past the limit
      if (q === 'sin largo') {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 20; i++) res.write(huge.slice(i * 5000, (i + 1) * 5000));
        return res.end(huge.slice(100_000));
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(q === 'nada' ? '[]' : '[{"lat":"-33.4372","lon":"-70.6506"}]');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for one place in Chile and reads its point; none found is null', async () => {
    const geocoder = httpGeocoder(url, { timeoutMs: 2000 });
    expect(await geocoder('Av. Providencia 1234, Providencia, Chile')).toEqual(SANTIAGO);
    expect(Object.fromEntries(seen.at(-1)!)).toEqual({
      q: 'Av. Providencia 1234, Providencia, Chile',
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'cl',
    });
    expect(await geocoder('nada')).toBeNull();
  });

  it('throws on a failing service or an answer too large to be one place, said or streamed', async () => {
    const geocoder = httpGeocoder(url, { timeoutMs: 2000 });
    await expect(geocoder('caído')).rejects.toThrow('502');
    await expect(geocoder('enorme')).rejects.toThrow('too much');
    await expect(geocoder('sin largo')).rejects.toThrow('too much');
  });
});
