import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox, type Sandbox } from '../../fixtures/server';
import { DEMO_PASSWORD } from '../support/gateway';

/** each run is a child process that makes a hundred calls: a busy machine needs its time */
const RUN_TIMEOUT = 60_000;

/** Runs `npm run contract:check -- url` as a supplier's engineer would, and gives its exit code and output. */
function contractCheck(url: string, company = true): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npx',
      ['tsx', 'scripts/contract-check.ts', url],
      {
        env: {
          ...process.env,
          CONTRACT_CHECK_EMAIL: 'cliente@demo.cl',
          CONTRACT_CHECK_PASSWORD: DEMO_PASSWORD,
          CONTRACT_CHECK_COMPANY_EMAIL: company ? 'funcionario@empresa.demo.cl' : '',
          CONTRACT_CHECK_COMPANY_PASSWORD: company ? DEMO_PASSWORD : '',
          CONTRACT_CHECK_ADMIN_EMAIL: company ? 'admin@empresa.demo.cl' : '',
          CONTRACT_CHECK_ADMIN_PASSWORD: company ? DEMO_PASSWORD : '',
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/** What a stub does to one answer of the sandbox: its status and body, or null to pass it on untouched. */
type Rewrite = (path: string, answer: { status: number; text: string }) => { status: number; text: string } | null;

/** A backend that answers as the sandbox does but where `rewrite` says otherwise: one that drifted from the contract. */
async function startStub(target: string, rewrite: Rewrite): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void answer());
    async function answer() {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (request.headers.authorization) headers.authorization = request.headers.authorization;
      const sandbox = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      const original = { status: sandbox.status, text: await sandbox.text() };
      const { status, text } = rewrite(request.url ?? '/', original) ?? original;
      response.writeHead(status, { 'content-type': 'application/json' }).end(text);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The answer's JSON changed by `change` (which edits it in place). */
const edited = (text: string, change: (json: { data?: unknown }) => void) => {
  const json = JSON.parse(text) as { data?: unknown };
  change(json);
  return JSON.stringify(json);
};
const rows = (json: { data?: unknown }) => (Array.isArray(json.data) ? (json.data as Array<Record<string, unknown>>) : []);
const row = (path: string, label: string) => new RegExp(`${path.replaceAll('/', '\\/')}\\s+${label}`);

describe('npm run contract:check', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null, faults: [] }) });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it(
    'passes against the sandbox: every read the screens make answered in the shape the mappers expect',
    async () => {
      const { code, output } = await contractCheck(sandbox.url);
      for (const path of [
        '/bussines_line/meter/list',
        '/tickets/list',
        '/housing/order_search',
        // the reads the screens make that it used to leave out, each asked with ids from the account's earlier answers
        '/housing/order_detail',
        '/cylinder/order_detail',
        '/housing/order_coordinates',
        '/cylinder/order_coordinates',
        '/housing/current_account',
        '/housing/get_price_changes',
        '/housing/telemetry/list',
        '/housing/telemetry/tanques_list',
        '/housing/telemetry/tanque_details',
        '/housing/telemetry/record',
        '/request/category/list',
        '/request/type/get',
        '/tickets/suscription_list',
        '/download/token',
        '/cylinder/get_prices',
        '/autogas/maintenance/prices',
        '/autogas/maintenance_assistance_detail',
        '/request/agreements/detail',
        '/company_user/industrial/debt',
        // Granel Industrial's, on the company user's family of calls (issue 40)
        '/company_user/industrial/order_search',
        '/company_user/industrial/document_details',
        '/company_user/industrial/telemetry/record',
        '/company_user/bussines_line/industrial/resume',
        // the Administrador's
        '/company_user/business_line/client/get',
        '/company_user/get',
        '/company_user/history',
        '/company_user/exists',
      ])
        expect(output).toMatch(row(path, 'OK'));
      // read-only: the payment attempt is never recorded
      expect(output).not.toContain('/housing/can_pay');
      expect(output).toMatch(/ 0 difieren, 0 fallaron, 0 omitidas/);
      expect(code).toBe(0);
    },
    RUN_TIMEOUT,
  );

  it(
    'warns, and passes, against a backend without the paths the spec does not give, naming the screens that lose',
    async () => {
      const stub = await startStub(sandbox.url, (path, answer) => {
        if (path === '/login/token_exchange' || path === '/meter/debt') return { status: 404, text: '{"message":"Not Found"}' };
        // a field the spec does not name (the address of a telemetry client): what the project chose, not the spec
        if (path === '/housing/telemetry/list')
          return { ...answer, text: edited(answer.text, (json) => rows(json).forEach((r) => delete r.address)) };
        return null;
      });
      try {
        const { code, output } = await contractCheck(stub.url);
        // signed in without the exchange, as the portal does
        expect(output).toMatch(row('/login/token_exchange', 'AVISO\\s+el backend no la ofrece'));
        expect(output).toMatch(row('/login/email', 'OK'));
        expect(output).toMatch(row('/meter/debt', 'AVISO\\s+el backend no la ofrece.*pierden: \\/mis-servicios\\/medidor\\/detalle-deuda'));
        expect(output).toMatch(row('/housing/telemetry/list', 'AVISO'));
        expect(output).toMatch(/aviso campo data\[\]\.address \(\d+ de \d+ filas\): .*la especificación no nombra address/);
        expect(output).toMatch(/ 0 difieren, 0 fallaron/);
        expect(code).toBe(0);
      } finally {
        await stub.close();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    'fails against a backend that drops fields the spec names, one line per field, and prints its text escaped',
    async () => {
      const stub = await startStub(sandbox.url, (path, answer) => {
        switch (path) {
          case '/housing/telemetry/tanques_list':
            return { ...answer, text: edited(answer.text, (json) => rows(json).forEach((r) => delete r.capacity)) };
          case '/me':
            // a person without id fits neither branch of the union: the closest one names the field
            return {
              ...answer,
              text: edited(answer.text, (json) => delete (json.data as { person: Record<string, unknown> }).person.id),
            };
          case '/simulation/amount':
            return { status: 500, text: JSON.stringify({ message: '\u001b[31mroto\nlínea dos' }) };
          default:
            return null;
        }
      });
      try {
        const { code, output } = await contractCheck(stub.url, false);
        expect(code).toBe(1);
        const tanks = output.split('\n').filter((line) => line.includes('data[].capacity'));
        // one line for every row of the list
        expect(tanks).toHaveLength(1);
        expect(tanks[0]).toMatch(/FALLA campo data\[\]\.capacity \((\d+) de \1 filas\): se esperaba .*, llegó nada \(campo ausente\)/);
        expect(output).toMatch(row('/housing/telemetry/tanques_list', 'DIFIERE'));
        expect(output).toMatch(row('/me', 'DIFIERE'));
        expect(output).toContain('FALLA campo data.person.id: se esperaba');
        expect(output).not.toContain('se esperaba object | object');
        // the backend's message, escaped
        expect(output).toMatch(row('/simulation/amount', 'FALLÓ'));
        expect(output).toContain('\\u001b[31mroto\\nlínea dos');
        expect(output).not.toContain('\u001b');
      } finally {
        await stub.close();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    'fails against a backend that renamed one field, naming the field and its path',
    async () => {
      const stub = await startStub(sandbox.url, (path, answer) =>
        path === '/bussines_line/meter/list' ? { ...answer, text: answer.text.replaceAll('"client_cod":', '"client_code":') } : null,
      );
      try {
        const { code, output } = await contractCheck(stub.url);
        expect(code).toBe(1);
        expect(output).toMatch(row('/bussines_line/meter/list', 'DIFIERE'));
        expect(output).toMatch(/FALLA campo data\[\]\.client_cod \(\d+ de \d+ filas\): se esperaba .*, llegó nada \(campo ausente\)/);
        // the other paths still check out
        expect(output).toMatch(row('/bussines_line/housing/list', 'OK'));
      } finally {
        await stub.close();
      }
    },
    RUN_TIMEOUT,
  );

  it(
    "skips a company user's calls, saying why, and passes, without a company account",
    async () => {
      const { code, output } = await contractCheck(sandbox.url, false);
      expect(output).toMatch(/\/company\/list\s+omitida\s+sin CONTRACT_CHECK_COMPANY_EMAIL/);
      expect(code).toBe(0);
    },
    RUN_TIMEOUT,
  );

  it(
    'says how to run it, and exits 2, without the account to sign in with',
    async () => {
      const { code, output } = await new Promise<{ code: number; output: string }>((resolve) =>
        execFile(
          'npx',
          ['tsx', 'scripts/contract-check.ts', sandbox.url],
          { env: { ...process.env, CONTRACT_CHECK_EMAIL: '', CONTRACT_CHECK_PASSWORD: '' } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
        ),
      );
      expect(code).toBe(2);
      expect(output).toContain('CONTRACT_CHECK_EMAIL');
    },
    RUN_TIMEOUT,
  );
});
