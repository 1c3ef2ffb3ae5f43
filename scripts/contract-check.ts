/**
 * `npm run contract:check -- BACKEND_URL`: what a supplier's engineer runs before pointing the portal at their backend.
 * Signs in with CONTRACT_CHECK_EMAIL / CONTRACT_CHECK_PASSWORD (a person) and, when given, with
 * CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD (a company user); makes each read-only call of the contract that the account
 * can be answered (the ids come from the account's own lists; the lists per area are in scripts/contract-check/), and
 * checks each answer against the shape the mappers expect (gateway/backend/shapes: the same descriptions the mappers'
 * tests hold their samples to). Prints a table; exits 1 on a mismatch or a failed call, 2 when it cannot sign in.
 */
import { fileURLToPath } from 'node:url';
import type { Path, PayloadOf } from '../gateway/backend/contract';
import { BackendError } from '../gateway/backend/errors';
import { createHttpTransport } from '../gateway/backend/http';
import type { Transport } from '../gateway/backend/transport';
import { mismatches, type Mismatch } from '../gateway/backend/shape';
import * as bulk from '../gateway/backend/shapes/bulk';
import * as linking from '../gateway/backend/shapes/linking';
import * as meter from '../gateway/backend/shapes/meter';
import * as notifications from '../gateway/backend/shapes/notifications';
import * as session from '../gateway/backend/shapes/session';
import { AUTOGAS_CHECKS } from './contract-check/autogas';
import { COMPANY_CHECKS } from './contract-check/company';
import { dataList, firstOf, given, none, yearAgo, type Check, type Known } from './contract-check/check';
import { CYLINDER_CHECKS } from './contract-check/cylinder';
import { REQUESTS_CHECKS } from './contract-check/requests';

const withContract = (build: (contract: string) => object) => given((known) => known.contract, build);
const withBulkClient = (build: (client: string) => object) => given((known) => known.bulkClient, build);

/** The read-only calls a person's account can be answered, in the order their ids become known. */
export const CHECKS: Check[] = [
  { path: '/me', shape: session.meShape, payload: none },
  { path: '/validate_sf', shape: session.validateSfShape, payload: none },
  { path: '/consent_sf', shape: session.consentTermsShape, payload: none },
  { path: '/campains/login', shape: session.loginCampaignShape, payload: none },
  { path: '/person/campains', shape: session.campaignsShape, payload: none },
  {
    path: '/bussines_line/meter/list',
    shape: linking.serviceListShape,
    payload: none,
    learn: (answer, known) => void (known.contract = firstOf(answer, 'contract_cod')),
  },
  {
    path: '/bussines_line/housing/list',
    shape: linking.serviceListShape,
    payload: none,
    learn: (answer, known) => void (known.bulkClient = firstOf(answer, 'client_cod')),
  },
  {
    path: '/bussines_line/cylinder/list',
    shape: linking.serviceListShape,
    payload: none,
    learn: (answer, known) => {
      const service = dataList(answer).find((s) => typeof s.client_cod === 'string' && typeof s.client_city === 'string');
      if (service) known.cylinderClient = { code: String(service.client_cod), city: String(service.client_city) };
    },
  },
  {
    path: '/bussines_line/autogas/list',
    shape: linking.autogasListShape,
    payload: none,
    learn: (answer, known) => {
      const patents = dataList(answer).flatMap((account) => (Array.isArray(account.patents) ? (account.patents as unknown[]) : []));
      const linked = patents.find(
        (p): p is { patent: string; conversion_contract_number: string } =>
          !!p &&
          typeof p === 'object' &&
          (p as { linked?: unknown }).linked === '1' &&
          typeof (p as { patent?: unknown }).patent === 'string',
      );
      if (linked) known.autogas = { patent: linked.patent, contractNumber: linked.conversion_contract_number };
    },
  },
  { path: '/regions', shape: linking.regionsShape, payload: none },
  { path: '/housing/notification/list', shape: notifications.notificationListShape, payload: none },
  {
    path: '/tickets/list',
    shape: meter.listShape(meter.billShape),
    payload: withContract((contract_cod) => ({ star_month: yearAgo('month').from, end_month: yearAgo('month').to, contract_cod })),
  },
  {
    path: '/reading/list',
    shape: meter.listShape(meter.readingShape),
    payload: withContract((contract_cod) => ({ star_month: yearAgo('month').from, end_month: yearAgo('month').to, contract_cod })),
  },
  { path: '/reading/graph', shape: meter.listShape(meter.readingPointShape), payload: withContract((contract_cod) => ({ contract_cod })) },
  {
    path: '/payment/history',
    shape: meter.listShape(meter.meterPaymentShape),
    payload: withContract((contract_cod) => ({ start_date: yearAgo('day').from, end_date: yearAgo('day').to, contract_cod })),
  },
  { path: '/bill/get', shape: meter.billAnswerShape, payload: withContract((contract_cod) => ({ contract_cod })) },
  { path: '/meter/debt', shape: meter.meterDebtShape, payload: withContract((contract_cod) => ({ contract_cod })) },
  {
    path: '/simulation/amount',
    shape: meter.simulationAmountShape,
    payload: withContract((contract_cod) => ({ date: yearAgo('day').to, contract_cod })),
  },
  {
    path: '/housing/order_search',
    shape: bulk.orderSearchShape,
    payload: withBulkClient((client_cod) => ({ client_cod, days: 365, order_number: '' })),
  },
  { path: '/housing/payment/record', shape: bulk.documentListShape, payload: withBulkClient((client_cod) => ({ client_cod })) },
  { path: '/housing/debt', shape: bulk.bulkDebtShape, payload: withBulkClient((client_cod) => ({ client_cod })) },
  { path: '/housing/deb_details', shape: bulk.bulkDebtShape, payload: withBulkClient((client_cod) => ({ client_cod })) },
  { path: '/housing/dashboard', shape: bulk.bulkDashboardShape, payload: withBulkClient((client_cod) => ({ client_cod })) },
  { path: '/housing/can_pay', shape: bulk.canPayShape, payload: none },
  { path: '/housing/freq_update_truck', shape: bulk.frequencyShape, payload: none },
  ...CYLINDER_CHECKS,
  ...AUTOGAS_CHECKS,
  ...REQUESTS_CHECKS,
];

export type Outcome = 'ok' | 'mismatch' | 'failed' | 'skipped';

export interface Row {
  path: string;
  outcome: Outcome;
  detail: string;
  mismatches: Mismatch[];
}

/** A company user signs in on the Empresas tab's call. */
async function signInCompany(transport: Transport, email: string, password: string): Promise<string> {
  const login = await transport.call('/company_user/login', { email, password });
  if (login.status !== 'ok' || !login.token) throw new Error(`company_user/login: ${login.message ?? login.status}`);
  return login.token;
}

async function signIn(transport: Transport, email: string, password: string): Promise<string> {
  const exchange = await transport.call('/login/token_exchange', { email });
  if (exchange.status !== 'ok') throw new Error(`token_exchange: ${exchange.message ?? exchange.status}`);
  const login = await transport.call('/login/email', { email, password });
  if (login.status !== 'ok' || !login.data?.token) throw new Error(`login/email: ${login.message ?? login.status}`);
  return login.data.token;
}

async function runCheck(transport: Transport, token: string, check: Check, known: Known): Promise<Row> {
  const payload = check.payload(known);
  if (!payload) return { path: check.path, outcome: 'skipped', detail: 'la cuenta no tiene con qué preguntarla', mismatches: [] };
  try {
    const answer: unknown = await transport.call(check.path, payload as PayloadOf<Path>, { token });
    check.learn?.(answer, known);
    const found = mismatches(check.shape, answer);
    return found.length
      ? { path: check.path, outcome: 'mismatch', detail: `${found.length} diferencia(s)`, mismatches: found }
      : { path: check.path, outcome: 'ok', detail: 'forma esperada', mismatches: [] };
  } catch (error) {
    // a call the backend does not answer for this account (not there, or not this account's) is not a contract break
    if (error instanceof BackendError && (error.kind === 'NOT_FOUND' || error.kind === 'FORBIDDEN'))
      return { path: check.path, outcome: 'skipped', detail: `${error.status ?? ''} ${error.message}`.trim(), mismatches: [] };
    const detail = error instanceof BackendError ? `${error.kind}: ${error.message}` : String(error);
    return { path: check.path, outcome: 'failed', detail, mismatches: [] };
  }
}

interface Account {
  email: string;
  password: string;
}

export async function checkContract(options: Account & { baseUrl: string; company?: Account | null; timeoutMs?: number }): Promise<Row[]> {
  const transport = createHttpTransport({ baseUrl: options.baseUrl, timeoutMs: options.timeoutMs ?? 10_000 });
  const token = await signIn(transport, options.email, options.password);
  const rows: Row[] = [];
  // one after the other: later calls take their ids from earlier answers
  const known: Known = {};
  for (const check of CHECKS) rows.push(await runCheck(transport, token, check, known));
  if (!options.company) {
    const detail = 'sin CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD';
    return [...rows, ...COMPANY_CHECKS.map((check): Row => ({ path: check.path, outcome: 'skipped', detail, mismatches: [] }))];
  }
  const companyToken = await signInCompany(transport, options.company.email, options.company.password);
  const companyKnown: Known = {};
  for (const check of COMPANY_CHECKS) rows.push(await runCheck(transport, companyToken, check, companyKnown));
  return rows;
}

const LABELS: Record<Outcome, string> = { ok: 'OK', mismatch: 'DIFIERE', failed: 'FALLÓ', skipped: 'omitida' };

/** The report: one line per path, and under a path that differs, one line per field. */
export function formatTable(rows: Row[]): string {
  const width = Math.max(...rows.map((r) => r.path.length), 'ruta'.length);
  const lines = [`${'ruta'.padEnd(width)}  resultado  detalle`, `${'-'.repeat(width)}  ---------  -------`];
  for (const row of rows) {
    lines.push(`${row.path.padEnd(width)}  ${LABELS[row.outcome].padEnd(9)}  ${row.detail}`);
    for (const m of row.mismatches) lines.push(`${' '.repeat(width)}             campo ${m.at}: se esperaba ${m.expected}, llegó ${m.got}`);
  }
  const count = (outcome: Outcome) => rows.filter((r) => r.outcome === outcome).length;
  lines.push(
    '',
    `${count('ok')} con la forma esperada, ${count('mismatch')} difieren, ${count('failed')} fallaron, ${count('skipped')} omitidas`,
  );
  return lines.join('\n');
}

async function main(): Promise<number> {
  const baseUrl = process.argv[2] ?? process.env.BACKEND_URL;
  const email = process.env.CONTRACT_CHECK_EMAIL;
  const password = process.env.CONTRACT_CHECK_PASSWORD;
  if (!baseUrl || !email || !password) {
    console.error('Uso: CONTRACT_CHECK_EMAIL=… CONTRACT_CHECK_PASSWORD=… npm run contract:check -- BACKEND_URL');
    return 2;
  }
  const companyEmail = process.env.CONTRACT_CHECK_COMPANY_EMAIL;
  const companyPassword = process.env.CONTRACT_CHECK_COMPANY_PASSWORD;
  const company = companyEmail && companyPassword ? { email: companyEmail, password: companyPassword } : null;
  let rows: Row[];
  try {
    rows = await checkContract({ baseUrl, email, password, company });
  } catch (error) {
    console.error(`No fue posible ingresar en ${baseUrl} como ${email}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  console.log(formatTable(rows));
  return rows.some((r) => r.outcome === 'mismatch' || r.outcome === 'failed') ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
