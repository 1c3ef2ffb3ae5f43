import { describe, expect, it } from 'vitest';
import type { Path } from '../../../gateway/backend/contract';
import { withMisfitLog } from '../../../gateway/backend/misfit-log';
import { array, id, object, optional, string, text, type Shape } from '../../../gateway/backend/shape';
import type { Transport } from '../../../gateway/backend/transport';

interface Row {
  client_cod: string | number;
  client_city?: string;
}
const listShape = object<{ status: string; data: Row[] }>()({
  status: string,
  data: array(object<Row>()({ client_cod: id, client_city: optional(text) })),
});

/** A backend that answers every call with the same body. */
function answering(body: unknown): Transport {
  return {
    name: 'http',
    call: async () => body as never,
    binary: async () => ({ contentType: 'application/pdf', bytes: new Uint8Array() }),
    download: async () => ({ contentType: 'application/pdf', bytes: new Uint8Array() }),
  };
}

const PATH = '/bussines_line/meter/list' as Path;

describe('the misfit log', () => {
  const answer = {
    status: 'ok',
    data: [{ client_cod: '0012' }, { client_city: 'Ñuñoa' }, { client_city: 7 }, { client_cod: 1.5, client_city: 'Maipú' }],
  };

  it('names the path, the field and what came, one line per field with the rows folded, and passes the answer on', async () => {
    const lines: string[] = [];
    const transport = withMisfitLog(
      answering(answer),
      (path) => (path === PATH ? (listShape as Shape<unknown>) : undefined),
      (l) => lines.push(l),
    );
    expect(await transport.call(PATH, {} as never)).toBe(answer);
    expect(lines).toEqual([
      '[misfit] /bussines_line/meter/list data[].client_cod: se esperaba id (texto o número entero), llegó nada (campo ausente) (3 filas)',
    ]);
  });

  it('holds a path to its shape once a minute, not on every answer', async () => {
    const lines: string[] = [];
    let now = 0;
    const transport = withMisfitLog(
      answering(answer),
      () => listShape as Shape<unknown>,
      (l) => lines.push(l),
      () => now,
    );
    await transport.call(PATH, {} as never);
    now = 59_000;
    await transport.call(PATH, {} as never);
    expect(lines).toHaveLength(1);
    now = 60_000;
    await transport.call(PATH, {} as never);
    expect(lines).toHaveLength(2);
  });

  it('says nothing of an answer that fits, or of a path with no shape', async () => {
    const lines: string[] = [];
    const fits = { status: 'ok', data: [{ client_cod: 12 }, { client_cod: '0013', client_city: 'Ñuñoa' }] };
    await withMisfitLog(
      answering(fits),
      () => listShape as Shape<unknown>,
      (l) => lines.push(l),
    ).call(PATH, {} as never);
    await withMisfitLog(
      answering(answer),
      () => undefined,
      (l) => lines.push(l),
    ).call(PATH, {} as never);
    expect(lines).toEqual([]);
  });
});
