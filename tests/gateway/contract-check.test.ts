import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixtureBackend } from '../../fixtures/backend';
import { startSandbox, type Sandbox } from '../../fixtures/server';
import { DEMO_PASSWORD } from '../support/gateway';

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
        },
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

/**
 * A backend that answers as the sandbox does but for one renamed field on one path (the meter list's client_cod as
 * client_code), as a backend that drifted from the contract would send it.
 */
async function startRenamingStub(target: string, path: string, from: string, to: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => void answerRenamed());
    async function answerRenamed() {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (request.headers.authorization) headers.authorization = request.headers.authorization;
      const answer = await fetch(`${target}${request.url ?? '/'}`, {
        method: request.method,
        headers,
        body: request.method === 'POST' ? Buffer.concat(chunks) : undefined,
      });
      let text = await answer.text();
      if (request.url === path) text = text.replaceAll(`"${from}":`, `"${to}":`);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(text);
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

describe('npm run contract:check', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, backend: createFixtureBackend({ file: null, faults: [] }) });
  });
  afterAll(async () => {
    await sandbox.close();
  });

  it('passes against the sandbox: every read-only call answered in the shape the mappers expect', async () => {
    const { code, output } = await contractCheck(sandbox.url);
    expect(output).toMatch(/\/bussines_line\/meter\/list\s+OK/);
    expect(output).toMatch(/\/tickets\/list\s+OK/);
    expect(output).toMatch(/\/housing\/order_search\s+OK/);
    // the cylinder and autogas calls, each asked with ids from the account's earlier answers
    for (const path of [
      '/cylinder/order_detail',
      '/cylinder/get_prices',
      '/autogas/maintenance/prices',
      '/autogas/maintenance_assistance_detail',
    ])
      expect(output).toMatch(new RegExp(`${path.replaceAll('/', '\\/')}\\s+OK`));
    // the requests and a company user's calls
    expect(output).toMatch(/\/request\/agreements\/detail\s+OK/);
    expect(output).toMatch(/\/company_user\/industrial\/debt\s+OK/);
    expect(output).toContain('53 con la forma esperada, 0 difieren, 0 fallaron, 0 omitidas');
    expect(code).toBe(0);
  });

  it('fails against a backend that renamed one field, naming the field and its path', async () => {
    const stub = await startRenamingStub(sandbox.url, '/bussines_line/meter/list', 'client_cod', 'client_code');
    try {
      const { code, output } = await contractCheck(stub.url);
      expect(code).not.toBe(0);
      expect(output).toMatch(/\/bussines_line\/meter\/list\s+DIFIERE/);
      expect(output).toContain('campo data[0].client_cod: se esperaba string, llegó nada (campo ausente)');
      // the other paths still check out
      expect(output).toMatch(/\/bussines_line\/housing\/list\s+OK/);
    } finally {
      await stub.close();
    }
  });

  it('names a renamed field of a cylinder order, and still checks the autogas calls', async () => {
    const stub = await startRenamingStub(sandbox.url, '/cylinder/order_search', 'clientCode', 'client');
    try {
      const { code, output } = await contractCheck(stub.url);
      expect(code).not.toBe(0);
      expect(output).toMatch(/\/cylinder\/order_search\s+DIFIERE/);
      expect(output).toContain('campo data[0].clientCode: se esperaba string, llegó nada (campo ausente)');
      expect(output).toMatch(/\/autogas\/goals\s+OK/);
    } finally {
      await stub.close();
    }
  });

  it("skips a company user's calls, and passes, without a company account", async () => {
    const { code, output } = await contractCheck(sandbox.url, false);
    expect(output).toMatch(/\/company\/list\s+omitida\s+sin CONTRACT_CHECK_COMPANY_EMAIL/);
    expect(output).toContain('48 con la forma esperada, 0 difieren, 0 fallaron, 5 omitidas');
    expect(code).toBe(0);
  });

  it('says how to run it, and exits 2, without the account to sign in with', async () => {
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
  });
});
