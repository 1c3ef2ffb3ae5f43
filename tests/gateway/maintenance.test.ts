import { describe, expect, it } from 'vitest';
import { signGoogleToken } from '../../fixtures/core/google';
import { MAINTENANCE } from '../../machines/rules/account-rules';
import { DEMO_PASSWORD, sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway({ env: { MAINTENANCE_MODE: '1' } });
const { gql } = gateway;

interface Outcome {
  outcome: string;
  message: string | null;
  session: { token: string } | null;
}

const RESULT = 'outcome message session { token }';
/** a token the simulated chooser would hand out, which signs cliente@demo.cl in outside maintenance */
const GOOGLE_TOKEN = signGoogleToken({ email: 'cliente@demo.cl', givenName: 'Camila', familyName: 'Fuentes Soto' });

describe('maintenance mode closes every way in (issue 9, item 20)', () => {
  it.each([
    ['the personas sign-in', `mutation { r: login(email: "cliente@demo.cl", password: "${DEMO_PASSWORD}") { ${RESULT} } }`],
    [
      'the company sign-in',
      `mutation { r: companyLogin(email: "funcionario@empresa.demo.cl", password: "${DEMO_PASSWORD}") { ${RESULT} } }`,
    ],
    ['an external code', `mutation { r: externalLogin(code: "DEMO-CLIENTE", company: false) { ${RESULT} } }`],
    ['Google', `mutation { r: googleLogin(googleToken: "${GOOGLE_TOKEN}") { ${RESULT} } }`],
  ])('refuses %s with the maintenance text, without calling the backend', async (_way, mutation) => {
    const answer = await gql<{ r: Outcome }>(mutation);
    expect(answer.data?.r).toEqual({ outcome: 'ERROR', message: MAINTENANCE, session: null });
    expect(gateway.sandbox.calls.get()).toEqual({});
  });
});
