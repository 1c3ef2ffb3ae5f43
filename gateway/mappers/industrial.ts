import type { Central, IndustrialTank, TankSummary, TechnicalLocation } from '../../schema/generated/types';
import { idForm, readNumber, textForm } from '../backend/forms';

type Node = Record<string, unknown>;

const isRecord = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** type 4: a technical location (spec 3 §2); any other type is a central */
const TECHNICAL_LOCATION = '4';
/** deeper than any plant's tree: what lies below is not read (a runaway answer never exhausts the stack) */
const MAX_DEPTH = 32;

/** the tanks in the amounts' thousands form the spec shows ('10.000', spec 3 §9): dots grouping three digits */
const DOTTED_THOUSANDS = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/;

/**
 * Liters as the backend may write them: a number, or text with ',' decimals or '.' thousands. A lone dot before three
 * digits ('10.000') is thousands, as Chilean amounts are written, not the decimals readNumber would take it for.
 */
export function readLiters(value: unknown): number | null {
  if (typeof value === 'string' && DOTTED_THOUSANDS.test(value.trim())) return readNumber(value.trim().replace(/\./g, ''));
  return readNumber(value);
}

const readText = (value: unknown): string | null => textForm.read(value)?.trim() || null;

/**
 * The top nodes of the answer's data: a list of nodes; one node (the tree's root); or an object holding the list
 * under some name. Null when data is none of these (the block fails as malformed); none when there is no data.
 */
export function topNodes(data: unknown): unknown[] | null {
  if (data === undefined || data === null) return [];
  if (Array.isArray(data)) return data;
  if (!isRecord(data)) return null;
  if ('central_id' in data || 'type' in data) return [data];
  const held = Array.isArray(data.centrals) ? data.centrals : Object.values(data).find(Array.isArray);
  return held ?? null;
}

/** A tank with its id; one without is left out (its row would name nothing), the others stay. */
function tanksOf(value: unknown): IndustrialTank[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((tank) => {
    const tankId = idForm.read(tank.tank_id);
    return tankId ? [{ tankId, serialNumber: readText(tank.serial_number), capacity: readLiters(tank.capacity) }] : [];
  });
}

/** A node as a central: without an id of its own it is keyed by its place in the tree ('s/n 1.2'). */
function centralOf(node: Node, place: string): Central {
  return {
    id: idForm.read(node.central_id) ?? `s/n ${place}`,
    address: readText(node.address),
    city: readText(node.city),
    regionName: readText(node.region_name),
    totalCapacity: readLiters(node.total_capacity),
    tanks: tanksOf(node.tanks),
  };
}

/**
 * Resumen de Tanques (spec 3 §2, §3): each type 4 node outside another is a technical location, every node below it
 * (however deep) one of its centrals; every other node outside a location goes to 'Centrales sin UT asignada'. A
 * node that is not an object is skipped, and an unreadable field is null: one odd node never blanks the others.
 */
export function mapTankSummary(nodes: readonly unknown[]): TankSummary {
  const locations: TechnicalLocation[] = [];
  const unassigned: Central[] = [];
  const walk = (level: readonly unknown[], parent: string, location: TechnicalLocation | null, depth: number) => {
    if (depth > MAX_DEPTH) return;
    level.forEach((node, index) => {
      if (!isRecord(node)) return;
      const place = parent ? `${parent}.${index + 1}` : String(index + 1);
      const central = centralOf(node, place);
      const children = Array.isArray(node.centrals) ? node.centrals : [];
      if (!location && idForm.read(node.type) === TECHNICAL_LOCATION) {
        const here: TechnicalLocation = { ...central, centrals: [] };
        locations.push(here);
        walk(children, place, here, depth + 1);
        return;
      }
      (location?.centrals ?? unassigned).push(central);
      walk(children, place, location, depth + 1);
    });
  };
  walk(nodes, '', null, 0);
  return { locations, unassigned };
}
