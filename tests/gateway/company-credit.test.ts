import { beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '../../fixtures/core/geo';
import { BackendError } from '../../gateway/backend/errors';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

interface Credit {
  hasCredit: boolean;
  approved: number | null;
  used: number | null;
  available: number | null;
}
interface Service {
  clientCode: string;
  line: string;
  regionCode: string;
  regionName: string | null;
  privileges: number[];
  credit: Credit | null;
}
interface Services {
  viewer: { company: { services: Service[] } | null } | null;
}

const SERVICES =
  '{ viewer { company { services { clientCode line regionCode regionName privileges credit { hasCredit approved used available } } } } }';

const gateway = sandboxGateway();
let funcionario: string;
let limitado: string;

beforeAll(async () => {
  funcionario = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
  limitado = await gateway.signIn('limitado@empresa.demo.cl', { company: true });
});

const servicesOf = async (token: string) => {
  const answer = await gateway.gql<Services>(SERVICES, {}, token);
  return { answer, services: answer.data?.viewer?.company?.services ?? [] };
};

/** The world's credit line of a client code, as the seed wrote it. */
function creditIn(clientCode: string) {
  const world = gateway.backend.world;
  const service = world.companyServices.find((s) => s.client_cod === clientCode)!;
  return world.industrialCredits.find((c) => c.service_id === service.id);
}

describe('the industrial credit box and region names through the gateway', () => {
  it("gives a Funcionario each industrial client's credit, and no credit line as hasCredit false", async () => {
    const { answer, services } = await servicesOf(funcionario);
    expect(answer.errors).toBeUndefined();
    const industrial = services.filter((s) => s.line === 'INDUSTRIAL_BULK');
    expect(industrial.length).toBeGreaterThan(1);
    for (const service of industrial) {
      const record = creditIn(service.clientCode);
      expect(service.credit).toEqual(
        record
          ? {
              hasCredit: true,
              approved: record.aproved_credit,
              used: record.used_credit,
              available: record.aproved_credit - record.used_credit,
            }
          : { hasCredit: false, approved: null, used: null, available: null },
      );
    }
    expect(industrial.some((s) => s.credit?.hasCredit)).toBe(true);
    expect(industrial.some((s) => s.credit?.hasCredit === false)).toBe(true);
    // other lines have no credit box
    expect(services.filter((s) => s.line !== 'INDUSTRIAL_BULK').every((s) => s.credit === null)).toBe(true);
    expect(gateway.sandbox.calls.get()['/company_user/industrial/debt']).toBe(industrial.length);
  });

  it('names every region from the backend list, with at most one /regions call for all the services (the gateway keeps it)', async () => {
    const { answer, services } = await servicesOf(funcionario);
    expect(answer.errors).toBeUndefined();
    expect(services.length).toBeGreaterThan(1);
    for (const service of services) {
      expect(service.regionName).toBe(REGIONS.find((r) => r.code === service.regionCode)!.name);
      expect(service.regionName).not.toBe(service.regionCode);
    }
    expect(gateway.sandbox.calls.get()['/regions'] ?? 0).toBeLessThanOrEqual(1);
    await servicesOf(funcionario);
    expect(gateway.sandbox.calls.get()['/regions'] ?? 0).toBeLessThanOrEqual(1);
  });

  it('gives no credit to a Funcionario without the debt-detail privilege, without asking the backend', async () => {
    const { answer, services } = await servicesOf(limitado);
    expect(answer.errors).toBeUndefined();
    expect(services.length).toBeGreaterThan(0);
    expect(services.every((s) => !s.privileges.includes(1008) && s.credit === null)).toBe(true);
    expect(gateway.sandbox.calls.get()['/company_user/industrial/debt']).toBeUndefined();
  });

  it('keeps a failing credit call to the credit field: the services still come', async () => {
    gateway.sandbox.faults.add({ path: '/company_user/industrial/debt', status: 503 });
    const log = catchBackendFailures();
    const { answer, services } = await servicesOf(funcionario);
    expect(services.length).toBeGreaterThan(0);
    const industrial = services.filter((s) => s.line === 'INDUSTRIAL_BULK');
    expect(industrial.every((s) => s.credit === null && s.regionName !== null)).toBe(true);
    expect(answer.errors?.length).toBe(industrial.length);
    expect(answer.errors?.every((e) => e.extensions?.code === 'BACKEND_UNAVAILABLE')).toBe(true);
    expect(log.failures).toEqual(industrial.map(() => 'UNAVAILABLE /company_user/industrial/debt'));
  });
});

describe('/company_user/industrial/debt in the sandbox', () => {
  const debt = (token: string, clientCode: string) =>
    gateway.transport(2000).call('/company_user/industrial/debt', { client_cod: clientCode }, { token });
  const refusal = async (token: string, clientCode: string) => {
    try {
      await debt(token, clientCode);
      return null;
    } catch (error) {
      return error instanceof BackendError ? error.kind : error;
    }
  };
  const industrialCodes = () => {
    const world = gateway.backend.world;
    const limited = world.companyUsers.find((u) => u.email === 'limitado@empresa.demo.cl')!;
    const industrial = world.companyServices.filter((s) => s.business_line_id === 6);
    return {
      granted: industrial.find((s) => (limited.privileges[String(s.id)] ?? []).length > 0)!.client_cod,
      foreign: industrial.find((s) => !limited.companies.includes(s.company_id))!.client_cod,
    };
  };

  it('answers the credit of a client the user holds 1008 on', async () => {
    const { granted } = industrialCodes();
    expect(await debt(funcionario, granted)).toMatchObject({ status: 'ok', data: { aproved_credit: creditIn(granted)!.aproved_credit } });
  });

  it('refuses a client the user may see without 1008, and a client of another company, as a careful backend would', async () => {
    const { granted, foreign } = industrialCodes();
    expect(await refusal(limitado, granted)).toBe('FORBIDDEN');
    expect(await refusal(limitado, foreign)).toBe('FORBIDDEN');
  });
});
