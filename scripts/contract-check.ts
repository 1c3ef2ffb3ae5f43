/**
 * `npm run contract:check -- BACKEND_URL`: what a supplier's engineer runs before pointing the portal at their backend.
 * Signs in with CONTRACT_CHECK_EMAIL / CONTRACT_CHECK_PASSWORD (a person) and, when given, with
 * CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD (a company user) and CONTRACT_CHECK_ADMIN_EMAIL / _PASSWORD (a company
 * Administrador, whose screens a Funcionario is refused); makes every read the screens make
 * (scripts/contract-check/screen-calls.ts), the ids taken from the account's own earlier answers, and never a call
 * with a side effect; and checks each answer against its shape (gateway/backend/shapes/index.ts).
 *
 * A difference from the spec (a field it names missing, or in a form the forms table cannot read) fails; a
 * difference from what the project chose where the spec is silent (a field it does not name, a chosen path's answer,
 * a chosen path the backend lacks) is a warning that says how the portal copes. The paths the spec does not give
 * are taken from the gateway's own BACKEND_PATH_* variables (gateway/backend/chosen-paths.ts).
 *
 * Exits 0 when every row is ok, a warning or skipped with its reason; 1 on a difference or a failed call; 2 when it
 * cannot sign in.
 */
import { fileURLToPath } from 'node:url';
import { CHOSEN_PATHS, isChosenPath, readChosenPaths, type ChosenPathMap } from '../gateway/backend/chosen-paths';
import type { Path, PayloadOf } from '../gateway/backend/contract';
import { BackendError } from '../gateway/backend/errors';
import { createHttpTransport } from '../gateway/backend/http';
import { ANSWER_SHAPES } from '../gateway/backend/shapes';
import type { Transport } from '../gateway/backend/transport';
import type { Check, Known } from './contract-check/check';
import { ADMIN_CHECKS, CHECKS, COMPANY_CHECKS } from './contract-check/checks';
import { findingsOf, formatTable, outcomeOf, printable, type Finding, type Row } from './contract-check/report';
import { screensReading } from './contract-check/screen-calls';

export { ADMIN_CHECKS, CHECKS, COMPANY_CHECKS, formatTable };
export type { Row };

type Account = Row['account'];

/** A sign-in the backend refused or could not answer: the check cannot go on (exit 2). */
class SignInError extends Error {}

const row = (account: Account, path: string, outcome: Row['outcome'], detail: string, findings: Row['findings'] = []): Row => ({
  account,
  path,
  outcome,
  detail,
  findings,
});

const whoLoses = (path: string) => {
  const screens = screensReading(path);
  return screens.length ? `; pierden: ${screens.join(', ')}` : '';
};

/** What a failed call says: a chosen path the backend lacks is a warning; anything else fails. */
function failureRow(account: Account, path: Path, error: unknown): Row {
  if (error instanceof BackendError && error.kind === 'NOT_PROVIDED' && isChosenPath(path))
    return row(
      account,
      path,
      'warning',
      `el backend no la ofrece (ruta elegida por el proyecto; especificación ${CHOSEN_PATHS[path].spec}): ${CHOSEN_PATHS[path].without}${whoLoses(path)}`,
    );
  if (error instanceof BackendError && error.kind === 'NOT_FOUND')
    return row(account, path, 'failed', `404: la especificación nombra esta ruta y el backend no la tiene${whoLoses(path)}`);
  const detail = error instanceof BackendError ? `${error.kind}${error.status ? ` ${error.status}` : ''}: ${error.message}` : String(error);
  return row(account, path, 'failed', detail);
}

/** The backend's word on an answer that is not ok ("status empty: No hay pedidos"), for the detail. */
function said(answer: unknown): string {
  const { status, message } = (answer ?? {}) as { status?: unknown; message?: unknown };
  if (status === 'ok' || status === undefined) return '';
  return typeof message === 'string' && message ? ` (status ${String(status)}: ${message})` : ` (status ${String(status)})`;
}

async function runCheck(transport: Transport, token: string, check: Check, known: Known, account: Account): Promise<Row> {
  const shape = ANSWER_SHAPES[check.path];
  if (!shape) return row(account, check.path, 'failed', 'sin forma en gateway/backend/shapes/index.ts');
  const payloads = check.payloads ? check.payloads(known) : [check.payload(known)].filter((p): p is object => p !== null);
  if (!payloads.length) return row(account, check.path, 'skipped', check.needs ?? 'la cuenta no tiene con qué preguntarla');
  const findings = new Map<string, Finding>();
  let answered: unknown;
  for (const payload of payloads) {
    try {
      answered = await transport.call(check.path, payload as PayloadOf<Path>, { token });
    } catch (error) {
      return failureRow(account, check.path, error);
    }
    check.learn?.(answered, known, payload);
    // a field that differs in several answers is one line, the first answer's
    for (const finding of findingsOf(check.path, shape, answered))
      if (!findings.has(`${finding.at} ${finding.expected}`)) findings.set(`${finding.at} ${finding.expected}`, finding);
  }
  const { outcome, detail } = outcomeOf([...findings.values()]);
  const asked = payloads.length > 1 ? ` (${payloads.length} consultas)` : said(answered);
  return row(account, check.path, outcome, `${detail}${asked}`, [...findings.values()]);
}

const refusal = (path: string, answer: { status?: string; message?: string }) =>
  new SignInError(`${path}: ${answer.message ?? answer.status ?? 'sin respuesta'}`);

/** A person signs in as the portal does: the token exchange first when the backend has it (spec 1 §4), then /login/email. */
async function signInPerson(transport: Transport, email: string, password: string, rows: Row[]): Promise<string> {
  try {
    const exchange = await transport.call('/login/token_exchange', { email });
    if (exchange.status !== 'ok') throw refusal('/login/token_exchange', exchange);
    rows.push(row('persona', '/login/token_exchange', 'ok', 'intercambio hecho'));
  } catch (error) {
    if (!(error instanceof BackendError && error.kind === 'NOT_PROVIDED')) throw error;
    // a backend without the exchange: the portal signs in without it, and so does the check
    rows.push(failureRow('persona', '/login/token_exchange', error));
  }
  const login = await transport.call('/login/email', { email, password });
  if (login.status !== 'ok' || !login.data?.token) throw refusal('/login/email', login);
  rows.push(row('persona', '/login/email', 'ok', 'ingreso hecho'));
  return login.data.token;
}

/** A company user signs in on the Empresas tab's call. */
async function signInCompany(
  transport: Transport,
  email: string,
  password: string,
  rows: Row[],
  account: Account = 'empresa',
): Promise<string> {
  const login = await transport.call('/company_user/login', { email, password });
  if (login.status !== 'ok' || !login.token) throw refusal('/company_user/login', login);
  rows.push(row(account, '/company_user/login', 'ok', 'ingreso hecho'));
  return login.token;
}

interface Credentials {
  email: string;
  password: string;
}

export async function checkContract(
  options: Credentials & {
    baseUrl: string;
    company?: Credentials | null;
    admin?: Credentials | null;
    timeoutMs?: number;
    chosenPaths?: ChosenPathMap;
  },
): Promise<Row[]> {
  const transport = createHttpTransport({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    chosenPaths: options.chosenPaths,
  });
  const rows: Row[] = [];
  const token = await signInPerson(transport, options.email, options.password, rows);
  // one after the other: later calls take their ids from earlier answers
  const known: Known = {};
  for (const check of CHECKS) rows.push(await runCheck(transport, token, check, known, 'persona'));
  if (!options.company) {
    const detail = 'sin CONTRACT_CHECK_COMPANY_EMAIL / _PASSWORD: las pantallas de empresas no se revisan';
    rows.push(...COMPANY_CHECKS.map((check) => row('empresa', check.path, 'skipped', detail)));
  } else {
    const companyToken = await signInCompany(transport, options.company.email, options.company.password, rows);
    const companyKnown: Known = {};
    for (const check of COMPANY_CHECKS) rows.push(await runCheck(transport, companyToken, check, companyKnown, 'empresa'));
  }
  if (!options.admin) {
    const detail = 'sin CONTRACT_CHECK_ADMIN_EMAIL / _PASSWORD: las pantallas del Administrador de empresa no se revisan';
    return [...rows, ...ADMIN_CHECKS.map((check) => row('administrador', check.path, 'skipped', detail))];
  }
  const adminToken = await signInCompany(transport, options.admin.email, options.admin.password, rows, 'administrador');
  const adminKnown: Known = {};
  for (const check of ADMIN_CHECKS) rows.push(await runCheck(transport, adminToken, check, adminKnown, 'administrador'));
  return rows;
}

/** 0 when every row is ok, a warning or skipped with its reason; 1 on a difference or a failed call. */
export const exitCodeOf = (rows: readonly Row[]): number =>
  rows.some((r) => r.outcome === 'mismatch' || r.outcome === 'failed' || (r.outcome === 'skipped' && !r.detail)) ? 1 : 0;

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
  const adminEmail = process.env.CONTRACT_CHECK_ADMIN_EMAIL;
  const adminPassword = process.env.CONTRACT_CHECK_ADMIN_PASSWORD;
  const admin = adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : null;
  let chosenPaths: ChosenPathMap;
  try {
    chosenPaths = readChosenPaths(process.env);
  } catch (error) {
    console.error(printable(error instanceof Error ? error.message : String(error)));
    return 2;
  }
  let rows: Row[];
  try {
    rows = await checkContract({ baseUrl, email, password, company, admin, chosenPaths });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(printable(`No fue posible ingresar en ${baseUrl} como ${email}: ${reason}`));
    return 2;
  }
  console.log(formatTable(rows));
  return exitCodeOf(rows);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = await main();
