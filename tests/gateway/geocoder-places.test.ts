import { describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { REGIONS } from '../../fixtures/core/geo';
import { demoGeocoder } from '../../gateway/data-source/transport';

/**
 * The demo's maps service, as the gateway asks it (issue 43 item 8): an address is placed in its own commune, or not
 * found; never somewhere else. Reference points are the communes' real centres, kept here apart from the fixtures'.
 */
const REAL: Record<string, { lat: number; lng: number }> = {
  Santiago: { lat: -33.4489, lng: -70.6693 },
  Quilpué: { lat: -33.0481, lng: -71.4408 },
  'Viña del Mar': { lat: -33.0153, lng: -71.55 },
  Valparaíso: { lat: -33.0458, lng: -71.6197 },
  Concepción: { lat: -36.8201, lng: -73.0444 },
  'Puente Alto': { lat: -33.6117, lng: -70.5758 },
  Maipú: { lat: -33.5167, lng: -70.7667 },
};

/** kilometres between two points (haversine) */
function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const backend = createFixtureBackend({ file: null, faults: [] });
const geocode = demoGeocoder(backend);
const regionName = (code: string) => REGIONS.find((r) => r.code === code)?.name ?? '';
/** the query the gateway sends for a cylinder order's address (gateway/resolvers/cylinder.ts) */
const queryOf = (a: { street: string; number: string; comune: string; region_cod: string }) =>
  [`${a.street} ${a.number}`, a.comune, regionName(a.region_cod), 'Chile'].join(', ');

describe("the demo's maps service places an address where its commune is", () => {
  it('puts every seeded address within a few kilometres of its commune, wherever that is', async () => {
    const addresses = backend.world.accounts.filter((a) => a.street.trim() && REAL[a.comune]);
    expect(new Set(addresses.map((a) => a.comune)).size).toBeGreaterThan(2);
    for (const account of addresses) {
      const point = await geocode(queryOf(account));
      expect(point, account.comune).not.toBeNull();
      expect(km({ lat: point!.latitude, lng: point!.longitude }, REAL[account.comune]!), account.comune).toBeLessThan(5);
    }
  });

  it('puts a Quilpué address in Quilpué, not in central Santiago', async () => {
    const account = { ...backend.world.accounts.find((a) => a.street.trim())!, comune: 'Quilpué', region_cod: 'V' };
    backend.world.accounts.push({ ...account, id: -1 });
    const point = await geocode(queryOf(account));
    const at = { lat: point!.latitude, lng: point!.longitude };
    expect(km(at, REAL.Quilpué!)).toBeLessThan(5);
    expect(km(at, REAL.Santiago!)).toBeGreaterThan(80);
    backend.world.accounts.pop();
  });

  it('says it cannot place an address in a commune it does not know, instead of guessing', async () => {
    const account = { ...backend.world.accounts.find((a) => a.street.trim())!, comune: 'Comuna Inventada' };
    backend.world.accounts.push({ ...account, id: -2 });
    expect(await geocode(queryOf(account))).toBeNull();
    backend.world.accounts.pop();
  });
});
