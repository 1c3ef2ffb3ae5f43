import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountKind } from '../../gateway/context';
import { DEMO_PASSWORD, sandboxGateway } from '../support/gateway';
import { speakingSpec } from '../support/spec-speaking';
import { startWaveGateway, type WaveGateway, type WaveSession } from '../support/wave-gateway';

/**
 * The profile and the telemetry alert settings need the user's id, which only /me gives. The client names the id its
 * session holds (`userId`, issue 44): the gateway then reads the profile beside /me instead of after it. The hint
 * changes nothing else: another user's id is never answered, and a missing or malformed one reads as before.
 */
const gateway = sandboxGateway();

const PROFILE = `query ($u: ID) { viewer { profile(userId: $u) { id email name } } }`;
const TELEMETRY = `query ($u: ID) { viewer { telemetry(userId: $u) { alertsEnabled alertLevel clients { clientCode } } } }`;

interface Signed {
  token: string;
  id: string;
  kind: AccountKind;
}

async function signIn(email: string, company = false): Promise<Signed> {
  const mutation = company ? 'companyLogin' : 'login';
  type Login = Record<string, { session: { token: string; user: { id: string } } }>;
  const answer = await gateway.gql<Login>(
    `mutation($e: String!, $p: String!) { ${mutation}(email: $e, password: $p) { session { token user { id } } } }`,
    { e: email, p: DEMO_PASSWORD },
    null,
    company ? 'COMPANY' : 'PERSON',
  );
  const session = answer.data![mutation]!.session;
  return { token: session.token, id: session.user.id, kind: company ? 'COMPANY' : 'PERSON' };
}

/**
 * The profile as cliente@ or funcionario@ reads it naming `userId` in a session of its own (a session's reads are shared among its
 * requests for a few seconds, gateway/backend/session-reads.ts), and the ids the backend was asked about.
 */
async function profileAs(account: 'person' | 'company', userId: string | undefined) {
  const company = account === 'company';
  const who = await signIn(company ? 'funcionario@empresa.demo.cl' : 'cliente@demo.cl', company);
  const spoken = speakingSpec(gateway.backend, company ? '/company_user/profile/get' : '/person/profile/get');
  try {
    const answer = await gateway.gql<{ viewer: { profile: { id: string; email: string } } }>(PROFILE, { u: userId }, who.token, who.kind);
    return { answer, asked: spoken.bodies.map((body) => String(body.id)) };
  } finally {
    spoken.restore();
  }
}

describe('the profile read with the id the client names', () => {
  let person: Signed;
  let other: Signed;
  let company: Signed;
  beforeAll(async () => {
    person = await signIn('cliente@demo.cl');
    other = await signIn('nuevo@demo.cl');
    company = await signIn('funcionario@empresa.demo.cl', true);
  });

  it("with the user's own id: the same profile, asked once with that id", async () => {
    const without = await profileAs('person', undefined);
    const named = await profileAs('person', person.id);
    expect(named.answer.errors).toBeUndefined();
    expect(named.answer.data!.viewer.profile).toEqual(without.answer.data!.viewer.profile);
    expect(named.answer.data!.viewer.profile.email).toBe('cliente@demo.cl');
    expect(named.asked).toEqual([person.id]);
  });

  it("with another user's id: never that user's profile, the signed-in user's own", async () => {
    const named = await profileAs('person', other.id);
    expect(named.answer.data!.viewer.profile.email).toBe('cliente@demo.cl');
    expect(named.asked).toContain(person.id);
    expect(JSON.stringify(named.answer)).not.toContain('nuevo@demo.cl');
  });

  it('with an id that is no id: read as without one', async () => {
    for (const userId of ['abc', '1'.repeat(40), '']) {
      const named = await profileAs('person', userId);
      expect(named.answer.data!.viewer.profile.email, userId).toBe('cliente@demo.cl');
      expect(named.asked, userId).toEqual([person.id]);
    }
  });

  it("a company user's own profile the same way", async () => {
    const named = await profileAs('company', company.id);
    expect(named.answer.data!.viewer.profile.email).toBe('funcionario@empresa.demo.cl');
    expect(named.asked).toEqual([company.id]);
  });

  it("the telemetry alert settings are the user's own whatever id is named", async () => {
    const without = await gateway.gql(TELEMETRY, {}, person.token, 'PERSON');
    expect(without.errors).toBeUndefined();
    for (const userId of [person.id, other.id])
      expect(await gateway.gql(TELEMETRY, { u: userId }, person.token, 'PERSON')).toEqual(without);
  });
});

describe('the backend latencies the profile and telemetry wait for', () => {
  let waves: WaveGateway;
  let who: WaveSession;
  beforeAll(async () => {
    waves = await startWaveGateway();
    who = await waves.signIn('cliente@demo.cl');
  });
  afterAll(() => waves.close());

  it.each([
    ['profile', PROFILE],
    ['telemetry', TELEMETRY],
  ])('%s: one with the id named, two without', async (_, query) => {
    expect((await waves.ask(who, query)).errors).toBeUndefined();
    expect(waves.waves.depth()).toBe(2);
    expect((await waves.ask(who, query, { u: who.id })).errors).toBeUndefined();
    expect(waves.waves.depth()).toBe(1);
  });
});
