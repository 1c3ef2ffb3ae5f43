import { describe, expect, it } from 'vitest';
import { addressPoint, communeCentre, searchPlaces } from '../../fixtures/core/places';
import { buildWorld } from '../../fixtures/world';

const world = buildWorld(2026);
const account = world.accounts.find((a) => a.line === 'cylinder')!;

describe("the demo's maps service", () => {
  it('finds a service address by its street, number and commune, spelt as a person or the gateway writes it', () => {
    const point = addressPoint(account);
    const loose = `${account.street.toUpperCase()} ${account.number}, block 3, ${account.comune.normalize('NFD').replace(/[\u0300-\u036f]/g, '')}, Chile`;
    for (const query of [`${account.street} ${account.number}, ${account.comune}, Región Metropolitana de Santiago, Chile`, loose]) {
      const [place, ...more] = searchPlaces(world, query);
      expect(more).toEqual([]);
      expect({ lat: Number(place!.lat), lng: Number(place!.lon) }).toEqual(point);
    }
  });

  it('finds nothing for an address it does not hold, or a number that is only the start of one', () => {
    expect(searchPlaces(world, 'Calle Inexistente 99999, Santiago, Chile')).toEqual([]);
    expect(searchPlaces(world, `${account.street} ${account.number}9, ${account.comune}`)).toEqual([]);
    expect(searchPlaces(world, `${account.street} ${account.number}, Comuna Lejana`)).toEqual([]);
  });

  it('places every address in its own commune, each its own point, the same every time', () => {
    const points = world.accounts.map((a) => addressPoint(a)!);
    world.accounts.forEach((account, i) => {
      const centre = communeCentre(account.comune)!;
      expect(Math.abs(points[i]!.lat - centre.lat)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(points[i]!.lng - centre.lng)).toBeLessThanOrEqual(0.01);
    });
    expect(new Set(points.map((p) => `${p.lat},${p.lng}`)).size).toBe(
      new Set(world.accounts.map((a) => `${a.street}|${a.number}|${a.comune}`)).size,
    );
    expect(world.accounts.map(addressPoint)).toEqual(points);
  });
});
