import { dateForm, flagForm, idForm, numberForm, textForm, type FieldForm } from './forms';
import type { BackendFigure, BackendId, BackendYesNo } from './contract/envelope';

/**
 * Runtime descriptions of the backend's answers: what `npm run contract:check` holds a real backend to, and what the
 * mappers' tests hold their sample answers to. Each description is tied to the answer's TypeScript type
 * (`object<T>()({...})` wants a shape for every field of T, of T's type), so a type and its shape cannot drift apart.
 */
export interface Mismatch {
  /** where in the answer: data[0].client_cod */
  at: string;
  expected: string;
  /** what came instead, short */
  got: string;
}

export interface Shape<T> {
  /** what it expects, for the report: 'string', "'0' | '1'", 'DD.MM.YYYY'… */
  readonly expects: string;
  check(value: unknown, at: string, out: Mismatch[]): void;
  /** never set: carries T for the type checker */
  readonly type?: T;
}

/** A value as the report shows it: its type, and a short text of it. */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nada (campo ausente)';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  const text = JSON.stringify(value);
  return `${typeof value} ${text.length > 24 ? `${text.slice(0, 24)}…` : text}`;
}

function leaf<T>(expects: string, accepts: (value: unknown) => boolean): Shape<T> {
  return {
    expects,
    check(value, at, out) {
      if (!accepts(value)) out.push({ at, expected: expects, got: describeValue(value) });
    },
  };
}

export const string: Shape<string> = leaf('string', (v) => typeof v === 'string');
export const number: Shape<number> = leaf('number', (v) => typeof v === 'number' && Number.isFinite(v));
export const boolean: Shape<boolean> = leaf('boolean', (v) => typeof v === 'boolean');
/** anything (a field the mappers pass on untouched) */
export const unknown: Shape<unknown> = leaf('cualquier valor', () => true);

export function literal<const L extends ReadonlyArray<string | number | boolean | null>>(...values: L): Shape<L[number]> {
  return leaf(values.map((v) => JSON.stringify(v).replace(/"/g, "'")).join(' | '), (v) => values.includes(v as L[number]));
}

/** A text of a given form (dates as DD.MM.YYYY, amounts with comma decimals): the backend's quirks, named. */
export function pattern(expects: string, regex: RegExp): Shape<string> {
  return leaf(expects, (v) => typeof v === 'string' && regex.test(v));
}

export function nullable<T>(shape: Shape<T>): Shape<T | null> {
  return {
    expects: `${shape.expects} | null`,
    check: (value, at, out) => (value === null ? undefined : shape.check(value, at, out)),
  };
}

/** A field the backend may leave out. */
export function optional<T>(shape: Shape<T>): Shape<T | undefined> {
  return {
    expects: `${shape.expects} (opcional)`,
    check: (value, at, out) => (value === undefined ? undefined : shape.check(value, at, out)),
  };
}

export function oneOf<A, B>(a: Shape<A>, b: Shape<B>): Shape<A | B> {
  return {
    expects: `${a.expects} | ${b.expects}`,
    check(value, at, out) {
      const first: Mismatch[] = [];
      a.check(value, at, first);
      if (first.length === 0) return;
      const second: Mismatch[] = [];
      b.check(value, at, second);
      if (second.length === 0) return;
      // neither fits: the report names the fields of the closer one (an object missing one field), not only the union
      const closer = second.length < first.length ? second : first;
      const atTop = closer.every((m) => m.at === at);
      if (atTop) out.push({ at, expected: `${a.expects} | ${b.expects}`, got: describeValue(value) });
      else out.push(...closer);
    },
  };
}

/** Every item is checked; the report names the first few that differ, not a thousand rows. */
const MAX_ITEMS_REPORTED = 3;
export function array<T>(item: Shape<T>): Shape<T[]> {
  return {
    expects: `${item.expects}[]`,
    check(value, at, out) {
      if (!Array.isArray(value)) return void out.push({ at, expected: 'array', got: describeValue(value) });
      let reported = 0;
      for (let i = 0; i < value.length && reported < MAX_ITEMS_REPORTED; i += 1) {
        const before = out.length;
        item.check(value[i], `${at}[${i}]`, out);
        if (out.length > before) reported += 1;
      }
    },
  };
}

/** A shape for each field of T, of that field's type (an optional field takes `optional(...)`). */
export type FieldShapes<T> = { [K in keyof Required<T>]: Shape<T[K]> };

/** `object<BackendBill>()({ ticket_number: string, ... })`: the compiler asks for every field of the type. */
export function object<T>() {
  return (fields: FieldShapes<T>): Shape<T> => ({
    expects: 'object',
    check(value, at, out) {
      if (value === null || typeof value !== 'object' || Array.isArray(value))
        return void out.push({ at, expected: 'object', got: describeValue(value) });
      for (const [name, shape] of Object.entries(fields) as Array<[string, Shape<unknown>]>)
        shape.check((value as Record<string, unknown>)[name], at ? `${at}.${name}` : name, out);
    },
  });
}

/** The differences between an answer and its shape; empty when it fits. */
export function mismatches<T>(shape: Shape<T>, value: unknown): Mismatch[] {
  const out: Mismatch[] = [];
  shape.check(value, '', out);
  return out.map((m) => ({ ...m, at: m.at || '(respuesta)' }));
}

// the backend's quirks (DESIGN.md, "The gateway absorbs the backend's quirks")

/** '0' or '1' as text */
export const flag01 = literal('0', '1');
/** an amount or volume: a number, '12345', '12,5', '-1.234,5' or 'NO DISPONIBLE' */
export const amount = oneOf(number, pattern("cifra ('12,5') o 'NO DISPONIBLE'", /^(-?[\d.]*\d(,\d+)?|NO DISPONIBLE)$/));
/** DD.MM.YYYY */
export const dottedDate = pattern('fecha DD.MM.YYYY', /^\d{2}\.\d{2}\.\d{4}$/);
/** DD.MM.YYYY - hh:mm */
export const dottedDateTime = pattern('fecha DD.MM.YYYY - hh:mm', /^\d{2}\.\d{2}\.\d{4} - \d{2}:\d{2}$/);

// the forms of gateway/backend/forms.ts, as shapes: what the spec allows where it names a field but not its form

function formShape<T>(form: FieldForm<unknown>): Shape<T> {
  return leaf(form.expects, (v) => form.fits(v));
}

/** an id: text (leading zeros kept) or a whole number */
export const id: Shape<BackendId> = formShape(idForm);
/** text, or a number written for it */
export const text: Shape<string> = formShape(textForm);
/** a figure in any of its forms */
export const figure: Shape<BackendFigure> = formShape(numberForm);
/** a yes/no in any of its forms */
export const yesNo: Shape<BackendYesNo> = formShape(flagForm);
/** a date, with or without a time, in any of its forms */
export const date: Shape<string> = formShape(dateForm);
