import { describe, expect, it } from 'vitest';
import { mapTankSummary, readLiters, topNodes } from '../../../gateway/mappers/industrial';

/** The tree as our fixture writes it: one technical location with two centrals, and two centrals without one. */
const FIXTURE_TREE = [
  {
    central_id: 'UT-1',
    type: 4,
    address: 'Arturo Prat 4916',
    city: 'Maipú',
    region_name: 'Región Metropolitana de Santiago',
    total_capacity: 45000,
    tanks: [],
    centrals: [
      {
        central_id: 'CE-1',
        type: 3,
        total_capacity: 30000,
        centrals: [],
        tanks: [{ tank_id: 'TK1', serial_number: 'SN1', capacity: 30000 }],
      },
      {
        central_id: 'CE-2',
        type: 3,
        total_capacity: 15000,
        centrals: [],
        tanks: [{ tank_id: 'TK2', serial_number: 'SN2', capacity: 15000 }],
      },
    ],
  },
  { central_id: 'CE-3', type: 3, total_capacity: 5000, tanks: [{ tank_id: 'TK3', serial_number: 'SN3', capacity: 5000 }] },
  { central_id: 'CE-4', type: 3, total_capacity: 2000, tanks: [] },
];

describe('the tank summary mapper (Resumen de Tanques, spec 3 §2, §3)', () => {
  it('groups type 4 nodes as technical locations with their centrals, and the type 3 ones as centrals without one', () => {
    const summary = mapTankSummary(topNodes(FIXTURE_TREE)!);
    expect(summary.locations).toEqual([
      {
        id: 'UT-1',
        address: 'Arturo Prat 4916',
        city: 'Maipú',
        regionName: 'Región Metropolitana de Santiago',
        totalCapacity: 45000,
        tanks: [],
        centrals: [
          expect.objectContaining({ id: 'CE-1', totalCapacity: 30000, tanks: [{ tankId: 'TK1', serialNumber: 'SN1', capacity: 30000 }] }),
          expect.objectContaining({ id: 'CE-2', totalCapacity: 15000 }),
        ],
      },
    ]);
    expect(summary.unassigned.map((c) => [c.id, c.totalCapacity, c.tanks.length])).toEqual([
      ['CE-3', 5000, 1],
      ['CE-4', 2000, 0],
    ]);
  });

  it("reads figures as text with '.' thousands or ',' decimals, ids and types as numbers or text", () => {
    const summary = mapTankSummary(
      topNodes([
        {
          central_id: 410,
          type: '4',
          total_capacity: '12.500',
          centrals: [
            {
              central_id: '0007',
              type: '3',
              total_capacity: '1.234,5',
              tanks: [{ tank_id: 99, serial_number: 12345, capacity: '10.000' }],
            },
          ],
        },
        { central_id: 'CE-9', type: ' 3 ', total_capacity: '2500,75', address: '  ', city: 'Talca' },
      ])!,
    );
    expect(summary.locations[0]).toMatchObject({ id: '410', totalCapacity: 12500 });
    expect(summary.locations[0]!.centrals[0]).toMatchObject({ id: '0007', totalCapacity: 1234.5 });
    expect(summary.locations[0]!.centrals[0]!.tanks).toEqual([{ tankId: '99', serialNumber: '12345', capacity: 10000 }]);
    expect(summary.unassigned[0]).toMatchObject({ id: 'CE-9', totalCapacity: 2500.75, address: null, city: 'Talca' });
    expect(readLiters('NO DISPONIBLE')).toBeNull();
    expect(readLiters('12.5')).toBe(12.5);
  });

  it('keys a node without an id by its place, leaves out a tank without one, and skips what is not a node', () => {
    const summary = mapTankSummary(
      topNodes([
        {
          type: 4,
          centrals: [
            {
              type: 3,
              tanks: [
                { serial_number: 'SIN-ID', capacity: 100 },
                { tank_id: 'T1', capacity: 'mucho' },
              ],
            },
          ],
        },
        'basura',
        null,
        { central_id: 'CE-1', type: 3, total_capacity: { litros: 5 }, tanks: 'ninguno', centrals: 'tampoco' },
      ])!,
    );
    expect(summary.locations.map((l) => l.id)).toEqual(['s/n 1']);
    expect(summary.locations[0]!.centrals).toEqual([
      {
        id: 's/n 1.1',
        address: null,
        city: null,
        regionName: null,
        totalCapacity: null,
        tanks: [{ tankId: 'T1', serialNumber: null, capacity: null }],
      },
    ]);
    expect(summary.unassigned).toEqual([{ id: 'CE-1', address: null, city: null, regionName: null, totalCapacity: null, tanks: [] }]);
  });

  it('reads the list from an object holding it, or the root node itself', () => {
    const held = { centrales: FIXTURE_TREE };
    expect(mapTankSummary(topNodes(held)!)).toEqual(mapTankSummary(FIXTURE_TREE));
    expect(mapTankSummary(topNodes({ centrals: FIXTURE_TREE })!)).toEqual(mapTankSummary(FIXTURE_TREE));
    expect(mapTankSummary(topNodes(FIXTURE_TREE[0])!).locations.map((l) => l.id)).toEqual(['UT-1']);
    expect(topNodes(null)).toEqual([]);
    expect(topNodes('árbol')).toBeNull();
    expect(topNodes({ sin: 'lista' })).toBeNull();
  });

  it('flattens deeper nesting into the location, and a location inside another into its centrals', () => {
    const deep = [
      {
        central_id: 'UT-1',
        type: 4,
        centrals: [
          { central_id: 'CE-1', type: 3, centrals: [{ central_id: 'CE-1a', type: 3, centrals: [{ central_id: 'CE-1a-i', type: 3 }] }] },
          { central_id: 'UT-2', type: 4, centrals: [{ central_id: 'CE-2', type: 3 }] },
        ],
      },
      // a central outside any location keeps its children outside too, but a location among them is one
      {
        central_id: 'CE-X',
        type: 3,
        centrals: [
          { central_id: 'CE-Y', type: 3 },
          { central_id: 'UT-3', type: '4', centrals: [{ central_id: 'CE-Z' }] },
        ],
      },
    ];
    const summary = mapTankSummary(topNodes(deep)!);
    expect(summary.locations.map((l) => [l.id, l.centrals.map((c) => c.id)])).toEqual([
      ['UT-1', ['CE-1', 'CE-1a', 'CE-1a-i', 'UT-2', 'CE-2']],
      ['UT-3', ['CE-Z']],
    ]);
    expect(summary.unassigned.map((c) => c.id)).toEqual(['CE-X', 'CE-Y']);
  });
});
