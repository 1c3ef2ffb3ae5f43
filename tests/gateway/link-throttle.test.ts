import { describe, expect, it } from 'vitest';
import { TOO_MANY_ATTEMPTS } from '../../gateway/throttle';
import { sandboxGateway } from '../support/gateway';

/**
 * Linking by a guessed bill code is a search (issue 38, item 1): links that name no account count with the session's
 * searches, so a guesser meets the same limit whichever of the two it uses, and is refused before the backend.
 */
const gateway = sandboxGateway();
const backendCalls = (path: string) => gateway.sandbox.calls.get()[path] ?? 0;

const link = (token: string, clientCode: string) =>
  gateway.gql<{ linkAccount: { ok: boolean; message: string | null } }>(
    'mutation($i: LinkInput!) { linkAccount(input: $i) { ok message } }',
    { i: { line: 'CYLINDER', clientCode } },
    token,
  );
const search = (token: string, clientCode: string) =>
  gateway.gql<{ searchAccounts: { message: string | null } }>(
    'query($s: AccountSearch!) { searchAccounts(line: CYLINDER, search: $s) { message } }',
    { s: { by: 'CLIENT_CODE', value: clientCode } },
    token,
  );

describe('linking by guessed codes is throttled with the searches', () => {
  it('refuses a session its 31st failed link in ten minutes without asking the backend; another session still links', async () => {
    const guesser = await gateway.signIn('nuevo@demo.cl');
    for (let i = 0; i < 30; i++) {
      const answer = (await link(guesser, String(900_000 + i))).data?.linkAccount;
      expect(answer?.ok).toBe(false);
      expect(answer?.message).not.toBe(TOO_MANY_ATTEMPTS);
    }
    const before = backendCalls('/bussines_line/cylinder/store');
    expect((await link(guesser, '900031')).data?.linkAccount).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
    expect(backendCalls('/bussines_line/cylinder/store')).toBe(before);
    // the searches share the count: guessing cannot move from one to the other
    expect((await search(guesser, '900032')).data?.searchAccounts.message).toBe(TOO_MANY_ATTEMPTS);

    const other = await gateway.signIn('consentimiento@demo.cl');
    expect((await link(other, '900033')).data?.linkAccount.message).not.toBe(TOO_MANY_ATTEMPTS);
  });

  it("refuses a link once the session's searches are spent", async () => {
    const searcher = await gateway.signIn('cliente@demo.cl');
    for (let i = 0; i < 30; i++)
      expect((await search(searcher, String(800_000 + i))).data?.searchAccounts.message).not.toBe(TOO_MANY_ATTEMPTS);
    const before = backendCalls('/bussines_line/cylinder/store');
    expect((await link(searcher, '800031')).data?.linkAccount).toEqual({ ok: false, message: TOO_MANY_ATTEMPTS });
    expect(backendCalls('/bussines_line/cylinder/store')).toBe(before);
  });
});
