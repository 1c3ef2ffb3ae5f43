import { beforeAll, describe, expect, it } from 'vitest';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

/**
 * Which request type a CRM code names (/request/type/ids) is the person catalogue's, the same for every person: kept
 * by the gateway (issue 44), so the meter readings' "Solicitar lectura" check waits for one backend latency, its form
 * read at once. A company user's lookup is its own (the backend looks among the company lines) and never kept.
 */
const gateway = sandboxGateway();
let cliente: string;
let vecino: string;
let funcionario: string;

beforeAll(async () => {
  cliente = await gateway.signIn('cliente@demo.cl');
  vecino = await gateway.signIn('nuevo@demo.cl');
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
});

const BY_CODE = 'query($c: String!) { viewer { requestTypeByCode(code: $c) { categoryId typeId } } }';
type ByCode = { viewer: { requestTypeByCode: { categoryId: string; typeId: string } | null } };
const byCode = (code: string, token: string) => gateway.gql<ByCode>(BY_CODE, { c: code }, token);

describe("a request code's type", () => {
  it('does not keep a failure: the next request asks again', async () => {
    const log = catchBackendFailures();
    gateway.sandbox.faults.add({ path: '/request/type/ids', status: 503 });
    expect((await byCode('C361', cliente)).data?.viewer.requestTypeByCode ?? null).toBeNull();
    expect(log.failures).toEqual(['UNAVAILABLE /request/type/ids']);
    gateway.sandbox.faults.clear();
    expect((await byCode('C361', cliente)).data!.viewer.requestTypeByCode).not.toBeNull();
    expect(gateway.sandbox.calls.get()['/request/type/ids']).toBe(2);
  });

  it("is asked once for every person, never given to a company user, whose own lookup is the backend's", async () => {
    const first = await byCode('C321', cliente);
    expect(first.data!.viewer.requestTypeByCode).not.toBeNull();
    expect((await byCode('C321', vecino)).data).toEqual(first.data);
    expect(gateway.sandbox.calls.get()['/request/type/ids']).toBe(1);
    // C321 is a person's type: the company lines have none, and the kept answer is not the company user's
    expect((await byCode('C321', funcionario)).data!.viewer.requestTypeByCode).toBeNull();
    expect(gateway.sandbox.calls.get()['/request/type/ids']).toBe(2);
  });

  it("lets the meter's reading check read its form at once once the type is known", async () => {
    await byCode('C321', vecino);
    const meter = gateway.backend.world.accounts.find(
      (a) => a.line === 'meter' && gateway.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!.linked.meter.includes(a.id),
    )!;
    gateway.sandbox.calls.reset();
    const answer = await gateway.gql<{ viewer: { canRequestReading: boolean | null } }>(
      'query($c: Int!) { viewer { canRequestReading(clientId: $c) } }',
      { c: meter.id },
      cliente,
    );
    expect(answer.data!.viewer.canRequestReading).not.toBeNull();
    expect(gateway.sandbox.calls.get()).toEqual({ '/request/type/get': 1 });
  });
});
