import type { AnswerOf, Path, PayloadOf } from './contract';
import { mismatches, type Shape } from './shape';
import type { CallOptions, Transport } from './transport';

/** How often one path's answers are held to its shape: the first answer, then one a minute (the hot path stays lean). */
const AUDIT_EVERY_MS = 60_000;

/** A field that did not fit, one line per field of a path: the rows of a list folded into one (data[].client_cod). */
export function misfitLines(path: string, shape: Shape<unknown>, answer: unknown): string[] {
  const fields = new Map<string, { expected: string; got: string; count: number }>();
  for (const misfit of mismatches(shape, answer)) {
    const at = misfit.at.replace(/\[\d+\]/g, '[]');
    const known = fields.get(at);
    if (known) known.count += 1;
    else fields.set(at, { expected: misfit.expected, got: misfit.got, count: 1 });
  }
  return [...fields].map(
    ([at, { expected, got, count }]) =>
      `[misfit] ${path} ${at}: se esperaba ${expected}, llegó ${got}${count > 1 ? ` (${count} filas)` : ''}`,
  );
}

/**
 * The backend's answers held to the shapes the spec allows (gateway/backend/shapes/index.ts), logged and never
 * refused: the mappers read what they can field by field, and the log says which REST path, which field and what
 * came, so a misfit is found from the log rather than from a dash on a customer's screen.
 */
export function withMisfitLog(
  transport: Transport,
  shapeOf: (path: Path) => Shape<unknown> | undefined,
  log: (line: string) => void = console.warn,
  now: () => number = Date.now,
): Transport {
  const lastAudit = new Map<string, number>();
  return {
    ...transport,
    name: transport.name,
    async call<P extends Path>(path: P, payload: PayloadOf<P>, options?: CallOptions): Promise<AnswerOf<P>> {
      const answer = await transport.call(path, payload, options);
      const shape = shapeOf(path);
      const at = now();
      if (shape && at - (lastAudit.get(path) ?? -Infinity) >= AUDIT_EVERY_MS) {
        lastAudit.set(path, at);
        for (const line of misfitLines(path, shape, answer)) log(line);
      }
      return answer;
    },
    binary: (path, params, options) => transport.binary(path, params, options),
    download: (path, fields, options) => transport.download(path, fields, options),
  };
}
