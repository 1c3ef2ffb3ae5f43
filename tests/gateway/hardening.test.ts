import { describe, expect, it } from 'vitest';
import { QUERY_LIMITS } from '../../gateway/hardening';
import { catchBackendFailures } from '../support/console';
import { sandboxGateway } from '../support/gateway';

const gateway = sandboxGateway();

const post = (body: string, contentType = 'application/json') =>
  fetch(gateway.graphqlUrl, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('the gateway refuses abuse before any resolver runs (issue 11)', () => {
  it('refuses an alias bomb with a clear error, without calling the backend', async () => {
    const aliases = Array.from({ length: 500 }, (_, i) => `a${i}: login(email: "cliente@demo.cl", password: "x${i}") { outcome }`).join(
      ' ',
    );
    const answer = await gateway.gql<unknown>(`mutation { ${aliases} }`);
    expect(answer.data).toBeUndefined();
    expect(answer.errors?.[0]?.message).toMatch(/Aliases limit of 15 exceeded|contains more tha[nt] 2000 tokens/);
    expect(gateway.sandbox.calls.get()['/login/email']).toBeUndefined();
    const few = Array.from({ length: QUERY_LIMITS.maxAliases }, (_, i) => `a${i}: __typename`).join(' ');
    expect((await gateway.gql<unknown>(`{ ${few} }`)).errors).toBeUndefined();
  });

  it('refuses a query deeper than the screens ever send', async () => {
    const deep = '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }';
    const answer = await gateway.gql<unknown>(deep);
    expect(answer.errors?.[0]?.message).toMatch(/Query depth limit of 10 exceeded/);
  });

  it('refuses an oversized string argument with a Spanish message', async () => {
    const answer = await gateway.gql<{ recoverPassword: { ok: boolean; fieldErrors: Array<{ message: string }> } }>(
      'mutation($e: String!) { recoverPassword(email: $e, company: false) { ok fieldErrors { message } } }',
      { e: `${'a'.repeat(3_000_000)}@demo.cl` },
    );
    expect(answer.data?.recoverPassword.ok).toBe(false);
    expect(answer.data?.recoverPassword.fieldErrors[0]?.message).toMatch(/^Máximo \d+ caracteres$/);
    expect(gateway.sandbox.calls.get()['/recover']).toBeUndefined();
  });

  it('suggests no field names (they would reveal the schema)', async () => {
    const answer = await gateway.gql<unknown>('{ viewr { kind } }');
    expect(answer.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(answer.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('answers a body that is not JSON, or too large, in JSON', async () => {
    const broken = await post('{"query": ');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({
      errors: [{ message: 'El cuerpo de la solicitud no es JSON válido', extensions: { code: 'BAD_REQUEST' } }],
    });
    const huge = await post(JSON.stringify({ query: '{ __typename }', variables: { file: 'A'.repeat(5 * 1024 * 1024) } }));
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('La solicitud es demasiado grande');
  });

  it("answers a query it cannot parse with 400, the client's mistake, not the server's (issue 38, item 7)", async () => {
    const cases = [
      ['a syntax error', JSON.stringify({ query: '{ __typename ' }), /^Syntax Error: Expected Name/],
      ['a lone surrogate', '{"query": "{ __typename \\ud800 }"}', /^Syntax Error: Invalid character/],
      ['one in a string', '{"query": "{ regions(x: \\"\\ud800\\") { code } }"}', /^Syntax Error: Invalid character within String/],
      [
        'too many tokens',
        JSON.stringify({ query: `{ ${'__typename '.repeat(QUERY_LIMITS.maxTokens)}}` }),
        /contains more tha[nt] 2000 tokens/,
      ],
    ] as const;
    for (const [, body, message] of cases) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      const { errors } = (await answer.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
      expect(errors[0]?.extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(errors[0]?.message).toMatch(message);
    }
  });

  it('accepts the largest legitimate body: a 3 MB attachment as base64', async () => {
    const file = Buffer.alloc(3 * 1024 * 1024, 7).toString('base64');
    const answer = await post(JSON.stringify({ query: 'query($f: String) { __typename }', variables: { f: file } }));
    // read whole and parsed: what stops it is GraphQL's own check of the unused variable, not the body limit
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });

  it('tells a backend failure without its path or status', async () => {
    const token = await gateway.signIn('cliente@demo.cl');
    gateway.sandbox.faults.add({ path: '/bussines_line/meter/list', status: 503 });
    const log = catchBackendFailures();
    const answer = await gateway.gql('{ viewer { services { meter { id } } } }', {}, token);
    const error = answer.errors?.[0] as { extensions?: Record<string, unknown> } | undefined;
    expect(error?.extensions).toEqual({ code: 'BACKEND_UNAVAILABLE', reason: 'UNAVAILABLE' });
    // the path stays in the server's log
    expect(log.failures).toEqual(['UNAVAILABLE /bussines_line/meter/list']);
  });

  it('sends security headers: no framing, no sniffing, a CSP with no inline script', async () => {
    const response = await post(JSON.stringify({ query: '{ __typename }' }));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends /graphql the same security headers as the pages, on answers and on refusals alike', async () => {
    const helmetHeaders = (response: Response) =>
      Object.fromEntries(
        [...response.headers].filter(([name]) =>
          /^(content-security-policy|cross-origin-|origin-agent|referrer|strict-transport|x-)/.test(name),
        ),
      );
    const page = helmetHeaders(await fetch(new URL('/campaign-images/mobile/1', gateway.graphqlUrl)));
    expect(Object.keys(page).length).toBeGreaterThan(8);
    expect(helmetHeaders(await post(JSON.stringify({ query: '{ __typename }' })))).toEqual(page);
    expect(helmetHeaders(await post('{ not json'))).toEqual(page);
  });
});
