/**
 * What the contract check says of an answer: its differences from the shape, one line per field (rows of a list
 * grouped: `data[].x (3 de 10 filas)`), each told as a difference from the spec (the check fails) or from what the
 * project chose where the spec is silent (a warning that says how the gateway copes). And the table, printed with
 * the backend's text escaped: nothing it sends reaches the terminal raw.
 */
import { CHOSEN_PATHS, isChosenPath } from '../../gateway/backend/chosen-paths';
import { dateForm, flagForm, FORMS, numberForm, textForm, type FieldForm } from '../../gateway/backend/forms';
import { mismatches, type Mismatch, type Shape } from '../../gateway/backend/shape';
import { specNames, SPEC_STATUSES } from './spec-fields';

export type Outcome = 'ok' | 'warning' | 'mismatch' | 'failed' | 'skipped';
export type Severity = 'fail' | 'warn';

/** One field's difference, for every row of a list at once. */
export interface Finding {
  /** where, rows of a list as []: data[].client_cod */
  at: string;
  expected: string;
  got: string;
  /** for a field of a list's rows: in how many of how many rows */
  rows?: { failing: number; total: number };
  severity: Severity;
  /** why it fails, or how the gateway copes */
  why: string;
}

export interface Row {
  account: 'persona' | 'empresa' | 'administrador';
  path: string;
  outcome: Outcome;
  detail: string;
  findings: Finding[];
}

type Segment = string | number;

/** `data[0].patents[1].linked` as its segments. */
function segmentsOf(at: string): Segment[] {
  if (at === '(respuesta)') return [];
  const segments: Segment[] = [];
  for (const match of at.matchAll(/\[(\d+)\]|([^.[\]]+)/g)) segments.push(match[1] !== undefined ? Number(match[1]) : match[2]!);
  return segments;
}

function valueAt(value: unknown, segments: readonly Segment[]): unknown {
  let current = value;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/** A copy of `value` with the array at `segments` replaced by `replacement` (copied along the way only). */
function withValueAt(value: unknown, segments: readonly Segment[], replacement: unknown): unknown {
  if (segments.length === 0) return replacement;
  const [head, ...rest] = segments;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = withValueAt(value[head as number], rest, replacement);
    return copy;
  }
  const record = (value ?? {}) as Record<string, unknown>;
  return { ...record, [head!]: withValueAt(record[head as string], rest, replacement) };
}

/** `data[3].x` as `data[].x`: the rows of a list share a line. */
const grouped = (at: string) => at.replace(/\[\d+\]/g, '[]');

/** The form a field's expectation names: a form of the forms table, 'structure' (an object or list), or null (a text). */
function formOf(expected: string): FieldForm<unknown> | 'structure' | null {
  const bare = expected.replace(/ \(opcional\)$/, '').replace(/ \| null$/, '');
  const named = Object.values(FORMS).find((form) => form.expects === bare);
  if (named) return named as FieldForm<unknown>;
  if (bare === 'object' || bare === 'array' || bare.endsWith('[]') || bare.startsWith('objeto')) return 'structure';
  if (/fecha/i.test(bare)) return dateForm as FieldForm<unknown>;
  if (/cifra|^number\b/.test(bare)) return numberForm as FieldForm<unknown>;
  if (/boolean|sí\/no/.test(bare) || /^(?:'?[01]'?)(?: \| '?[01]'?)*$/.test(bare)) return flagForm as FieldForm<unknown>;
  if (bare === 'string' || bare.startsWith('texto')) return textForm as FieldForm<unknown>;
  return null;
}

/** The field a finding is about: the last name of its path (`client_cod` of `data[].client_cod`). */
const fieldOf = (at: string) => [...segmentsOf(at)].reverse().find((s): s is string => typeof s === 'string');

/** How one value of a field differs: from the spec (fail) or from what the project chose (warn), and why. */
function judge(path: string, at: string, expected: string, value: unknown): { severity: Severity; why: string } {
  if (isChosenPath(path))
    return {
      severity: 'warn',
      why: `ruta elegida por el proyecto (la especificación no la muestra): donde el gateway no puede leer muestra un guion; sin ella, ${CHOSEN_PATHS[path].without}`,
    };
  const field = fieldOf(at);
  if (at === '(respuesta)' || !field) return { severity: 'fail', why: 'la respuesta no es el objeto JSON que la especificación describe' };
  if (!specNames(path, field))
    return {
      severity: 'warn',
      why: `la especificación no nombra ${field} en esta respuesta: el gateway muestra un guion (—) donde falta o no lo puede leer`,
    };
  if (value === undefined) return { severity: 'fail', why: 'la especificación nombra este campo y no llegó' };
  const form = formOf(expected);
  if (form === 'structure') return { severity: 'fail', why: 'la especificación nombra este campo y llegó con otra estructura' };
  if (field === 'status' && form === null) {
    return typeof value === 'string' && (SPEC_STATUSES as readonly string[]).includes(value)
      ? { severity: 'warn', why: 'un estado que la especificación usa, no el que esperábamos aquí: el gateway lo muestra como error' }
      : { severity: 'fail', why: `un estado que la especificación no usa (${SPEC_STATUSES.join(', ')})` };
  }
  const reader = form ?? textForm;
  return reader.fits(value)
    ? { severity: 'warn', why: `una forma que la especificación permite (${reader.expects}): el gateway la lee con la tabla de formas` }
    : { severity: 'fail', why: `ni la tabla de formas lo lee (${reader.expects})` };
}

interface Group {
  at: string;
  expected: string;
  gots: string[];
  values: unknown[];
  failingRows: Set<number>;
  /** the first difference reported in a list's rows */
  first?: Mismatch;
}

/**
 * The differences between an answer and its shape, one per field: the rows of a list are checked one by one, so a
 * field missing from 3 rows of 10 is one line that says so.
 */
export function findingsOf(path: string, shape: Shape<unknown>, answer: unknown): Finding[] {
  const found = mismatches(shape, answer);
  if (!found.length) return [];
  const groups = new Map<string, Group>();
  const groupOf = (at: string, expected: string): Group => {
    const key = `${grouped(at)}\u0000${expected}`;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { at: grouped(at), expected, gots: [], values: [], failingRows: new Set() }));
    return group;
  };
  const lists = new Set<string>();
  for (const m of found) {
    const group = groupOf(m.at, m.expected);
    const list = /^(.*?)\[\d+\]/.exec(m.at);
    if (list) {
      lists.add(list[1]!);
      group.first ??= m;
    } else {
      group.gots.push(m.got);
      group.values.push(valueAt(answer, segmentsOf(m.at)));
    }
  }
  // each row of a list alone: every row's differences, not the first few array() reports
  const listed = new Set<string>();
  for (const list of lists) {
    const segments = list === '' ? [] : segmentsOf(list);
    const rows = valueAt(answer, segments);
    if (!Array.isArray(rows)) continue;
    rows.forEach((row, index) => {
      const alone = withValueAt(answer, segments, [row]);
      for (const m of mismatches(shape, alone)) {
        if (!grouped(m.at).startsWith(`${grouped(list)}[]`)) continue;
        const group = groupOf(m.at, m.expected);
        group.failingRows.add(index);
        group.gots.push(m.got);
        group.values.push(valueAt(alone, segmentsOf(m.at)));
        listed.add(`${group.at}\u0000${group.expected}`);
      }
    });
  }
  return [...groups.values()].map((group) => {
    // a row the pass above could not single out (a list under a key it cannot follow): the difference as reported
    if (!group.values.length && group.first) {
      group.gots.push(group.first.got);
      group.values.push(valueAt(answer, segmentsOf(group.first.at)));
    }
    const judged = group.values.map((value) => judge(path, group.at, group.expected, value));
    const failing = judged.find((j) => j.severity === 'fail');
    const { severity, why } = failing ?? judged[0]!;
    const distinct = [...new Set(group.gots)];
    const got = distinct.length > 2 ? `${distinct.slice(0, 2).join(' / ')} / …` : distinct.join(' / ');
    const list = /^(.*?)\[\]/.exec(group.at);
    const total = list ? valueAt(answer, segmentsOf(list[1]!)) : undefined;
    const rows =
      list && Array.isArray(total) && listed.has(`${group.at}\u0000${group.expected}`)
        ? { failing: group.failingRows.size, total: total.length }
        : undefined;
    return { at: group.at, expected: group.expected, got, rows, severity, why };
  });
}

/** The outcome of an answer's findings: ok, a warning (only what we chose differs), or a mismatch (the spec's). */
export function outcomeOf(findings: readonly Finding[]): { outcome: Outcome; detail: string } {
  const fails = findings.filter((f) => f.severity === 'fail').length;
  const warns = findings.length - fails;
  if (fails) return { outcome: 'mismatch', detail: `${fails} diferencia(s) con la especificación${warns ? `, ${warns} aviso(s)` : ''}` };
  if (warns) return { outcome: 'warning', detail: `${warns} aviso(s): difiere de lo que elegimos donde la especificación calla` };
  return { outcome: 'ok', detail: 'forma esperada' };
}

const ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * Text from the backend as it may reach a terminal: control characters (an ANSI escape, a newline), the C1 controls
 * and the bidirectional overrides written as escapes.
 */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

export const printable = (text: string): string =>
  text.replace(UNPRINTABLE, (char) => ESCAPES[char] ?? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

const LABELS: Record<Outcome, string> = { ok: 'OK', warning: 'AVISO', mismatch: 'DIFIERE', failed: 'FALLÓ', skipped: 'omitida' };
const ACCOUNTS: Record<Row['account'], string> = {
  persona: 'Cuenta de persona',
  empresa: 'Cuenta de empresa',
  administrador: 'Cuenta de Administrador de empresa',
};

/** The report: one line per path, under a path that differs one line per field, and the count of each outcome. */
export function formatTable(rows: readonly Row[]): string {
  const width = Math.max(...rows.map((r) => printable(r.path).length), 'ruta'.length);
  const lines: string[] = [];
  let account: Row['account'] | null = null;
  for (const row of rows) {
    if (row.account !== account) {
      account = row.account;
      if (lines.length) lines.push('');
      lines.push(ACCOUNTS[account], `${'ruta'.padEnd(width)}  resultado  detalle`, `${'-'.repeat(width)}  ---------  -------`);
    }
    lines.push(`${printable(row.path).padEnd(width)}  ${LABELS[row.outcome].padEnd(9)}  ${printable(row.detail)}`);
    for (const f of row.findings) {
      const rowsText = f.rows ? ` (${f.rows.failing} de ${f.rows.total} filas)` : '';
      const mark = f.severity === 'fail' ? 'FALLA' : 'aviso';
      lines.push(
        printable(`${' '.repeat(width)}    ${mark} campo ${f.at}${rowsText}: se esperaba ${f.expected}, llegó ${f.got} — ${f.why}`),
      );
    }
  }
  const count = (outcome: Outcome) => rows.filter((r) => r.outcome === outcome).length;
  lines.push(
    '',
    `${count('ok')} con la forma esperada, ${count('warning')} con avisos, ${count('mismatch')} difieren, ${count('failed')} fallaron, ${count('skipped')} omitidas`,
  );
  return lines.join('\n');
}
