import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyServiceRecord } from '../../fixtures/core/model';
import type { FixtureBackend } from '../../fixtures/backend';
import { NOT_ELECTRICITY_CLIENT } from '../../gateway/resolvers/electricity';
import { chileDay } from '../../machines/rules/chile-time';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * Historial de Consumos in one round trip (issue 44): electricityConsumptionTab gives the client's installations and
 * the consumption of the one the tab shows. The installation the URL names is asked beside the list (and the contract
 * the screen knows beside the check of the client): one backend latency. It is only a hint: answered only when the
 * client's list holds it; another's is set aside for the list's own choice, its answer or refusal dropped.
 */
const TAB = `query ($c: String!, $k: String, $i: String, $f: String!, $t: String!) { viewer {
  electricityConsumptionTab(clientCode: $c, contractCode: $k, installation: $i) {
    installations { installations { code } emptyMessage }
    chosen
    consumption(from: $f, to: $t, granularity: DAILY) { totalPoints totalKwh emptyMessage }
  } } }`;

interface Tab {
  viewer: {
    electricityConsumptionTab: {
      installations: { installations: Array<{ code: string }> } | null;
      chosen: string | null;
      consumption: { totalPoints: number } | null;
    } | null;
  };
}

const daysAgo = (days: number) => new Date(Date.parse(chileDay()) - days * 86_400_000).toISOString().slice(0, 10);
const RANGE = { f: daysAgo(6), t: daysAgo(0) };

type World = FixtureBackend['world'];
const lineSevenOf = (world: World, company: string): CompanyServiceRecord => {
  const id = world.companies.find((c) => c.name === company)!.id;
  return world.companyServices.find((s) => s.business_line_id === 7 && s.company_id === id)!;
};
const installationsOf = (world: World, service: CompanyServiceRecord) =>
  world.electricityInstallations.filter((i) => i.service_id === service.id).map((i) => i.code);
/** a line-7 client of funcionario@ with one installation, and its installation */
const single = (world: World) => {
  const service = ['Industrias del Pacífico S.A.', 'Comercial Los Andes SpA']
    .map((name) => lineSevenOf(world, name))
    .find((s) => installationsOf(world, s).length === 1)!;
  return { service, installation: installationsOf(world, service)[0]! };
};

describe('the backend latencies Historial de Consumos waits for', () => {
  let gateway: WaveGateway;
  let funcionario: WaveSession;
  beforeAll(async () => {
    gateway = await startWaveGateway();
    funcionario = await gateway.signIn('funcionario@empresa.demo.cl', 'COMPANY');
  });
  afterAll(() => gateway.close());

  it('one with the contract and the installation named: the list, the check and the consumption at once', async () => {
    const { service, installation } = single(gateway.backend.world);
    const answer = await gateway.ask<Tab>(funcionario, TAB, { c: service.client_cod, k: service.contract_cod, i: installation, ...RANGE });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.electricityConsumptionTab!.chosen).toBe(installation);
    expect(answer.data!.viewer.electricityConsumptionTab!.consumption!.totalPoints).toBeGreaterThan(0);
    expect(gateway.waves.waves().map((wave) => [...wave].sort())).toEqual([
      ['/company_user/electricity/consuption', '/company_user/electricity/consuption/codes', '/company_user/services'],
    ]);
  });

  it("two with the contract alone: the list's only installation, then its consumption", async () => {
    const { service, installation } = single(gateway.backend.world);
    const session = await gateway.signIn('funcionario@empresa.demo.cl', 'COMPANY');
    const answer = await gateway.ask<Tab>(session, TAB, { c: service.client_cod, k: service.contract_cod, ...RANGE });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.viewer.electricityConsumptionTab!.chosen).toBe(installation);
    expect(gateway.waves.depth()).toBe(2);
  });
});

describe('the installation Historial de Consumos names', () => {
  const gateway = sandboxGateway();
  const world = () => gateway.backend.world;

  /** the tab as the screen asks it, in a session of its own, and the installations consumption was asked about */
  async function asked(clientCode: string, contractCode: string | undefined, installation: string | undefined) {
    const token = await gateway.signIn('funcionario@empresa.demo.cl', { company: true });
    const spoken = speakingSpec(gateway.backend, '/company_user/electricity/consuption');
    try {
      const answer = await gateway.gql<Tab>(TAB, { c: clientCode, k: contractCode, i: installation, ...RANGE }, token);
      return { answer, installations: spoken.bodies.map((body) => body.instalacion) };
    } finally {
      spoken.restore();
    }
  }

  it('is asked once when the list holds it, the answer the same as by the list’s own choice', async () => {
    const { service, installation } = single(world());
    const named = await asked(service.client_cod, service.contract_cod ?? undefined, installation);
    const without = await asked(service.client_cod, service.contract_cod ?? undefined, undefined);
    expect(named.answer.errors).toBeUndefined();
    expect(named.answer).toEqual(without.answer);
    expect(named.installations).toEqual([installation]);
  });

  it("is set aside when it is another client's or another company's, its answer or refusal never given", async () => {
    const log = catchBackendFailures();
    const { service, installation } = single(world());
    const without = await asked(service.client_cod, service.contract_cod ?? undefined, undefined);
    const others = world()
      .electricityInstallations.map((i) => i.code)
      .filter((code) => code !== installation);
    const foreign = installationsOf(world(), lineSevenOf(world(), 'Transportes Australes Ltda.'))[0]!;
    for (const wrong of [others.find((code) => code !== foreign)!, foreign, 'NO-EXISTE']) {
      const named = await asked(service.client_cod, service.contract_cod ?? undefined, wrong);
      expect(named.answer, wrong).toEqual(without.answer);
      expect(named.installations, wrong).toEqual([wrong, installation]);
    }
    // the refused guesses were dropped, not told
    expect(log.failures.every((failure) => failure.includes('/company_user/electricity/consuption'))).toBe(true);
  });

  it("refuses another company's client, whatever installation it names", async () => {
    const austral = lineSevenOf(world(), 'Transportes Australes Ltda.');
    const named = await asked(austral.client_cod, austral.contract_cod ?? undefined, installationsOf(world(), austral)[0]);
    expect(named.answer.data?.viewer.electricityConsumptionTab?.consumption ?? null).toBeNull();
    expect(named.answer.data?.viewer.electricityConsumptionTab?.installations ?? null).toBeNull();
    expect(named.answer.errors?.map((e) => [e.extensions?.code, e.message])).toContainEqual(['FORBIDDEN', NOT_ELECTRICITY_CLIENT]);
  });
});
