/**
 * The shape of the central tree (/company_user/bussines_line/industrial/resume, spec 3 §3 "Industrial central", §7):
 * nodes holding nodes. What the contract check holds a backend to; the mapper (gateway/mappers/industrial.ts) reads
 * more than this, field by field.
 */
import type { BackendCentral, BackendIndustrialTank, IndustrialResumeAnswer } from '../contract';
import { array, describeValue, figure, id, nullable, object, optional, string, text, type Shape } from '../shape';

const tankShape = object<BackendIndustrialTank>()({ tank_id: id, serial_number: nullable(id), capacity: nullable(figure) });

/** A node: its own fields, its children (checked as nodes) and its tanks. */
const centralShape: Shape<BackendCentral> = {
  expects: 'object',
  check: (value, at, out) => centralFields.check(value, at, out),
};
const centralFields = object<BackendCentral>()({
  central_id: id,
  // 4 a technical location, 3 a central: a number or its digits
  type: id,
  address: nullable(text),
  city: nullable(text),
  region_name: nullable(text),
  total_capacity: nullable(figure),
  centrals: optional(nullable(array(centralShape))),
  tanks: optional(nullable(array(tankShape))),
});

const LIST_OR_HOLDER = 'lista de centrales, o un objeto que la contiene';

/** data: the list of top nodes, one node (the root), or an object holding the list under some name. */
const treeShape: Shape<IndustrialResumeAnswer['data']> = {
  expects: LIST_OR_HOLDER,
  check(value, at, out) {
    if (Array.isArray(value)) return array(centralShape).check(value, at, out);
    if (value === null || typeof value !== 'object') return void out.push({ at, expected: LIST_OR_HOLDER, got: describeValue(value) });
    const record = value as Record<string, unknown>;
    if ('central_id' in record || 'type' in record) return centralShape.check(value, at, out);
    const held = Object.entries(record).find(([, inner]) => Array.isArray(inner));
    if (!held) return void out.push({ at, expected: LIST_OR_HOLDER, got: 'object sin lista' });
    array(centralShape).check(held[1], `${at}.${held[0]}`, out);
  },
};

export const industrialResumeShape = object<IndustrialResumeAnswer>()({
  status: optional(string),
  message: optional(string),
  data: optional(nullable(treeShape)),
});
