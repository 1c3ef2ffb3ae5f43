import { describe, expect, it } from 'vitest';
import { addressPoint, searchPlaces } from '../../fixtures/core/places';
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

  it('places every address on the plan of Santiago the app ships, each its own point, the same every time', () => {
    const points = world.accounts.map(addressPoint);
    for (const point of points) {
      expect(point.lat).toBeGreaterThan(-33.6);
      expect(point.lat).toBeLessThan(-33.3);
      expect(point.lng).toBeGreaterThan(-70.82);
      expect(point.lng).toBeLessThan(-70.48);
    }
    expect(new Set(points.map((p) => `${p.lat},${p.lng}`)).size).toBe(
      new Set(world.accounts.map((a) => `${a.street}|${a.number}|${a.comune}`)).size,
    );
    expect(world.accounts.map(addressPoint)).toEqual(points);
  });
});
