/**
 * A second REST backend, written from the specification's words only (spec 1, 2 and 3, rest-calls.tsv), the way the
 * supplier's engineers would write it: it serves the person side and the company side over HTTP so the gateway can be
 * tried against answers it was not shaped for. POST takes JSON (or a form post) with `token` in the body; GET takes
 * `Authorization: Bearer`. A person's token and a company user's call apart (401 on the other's calls). Unknown paths
 * and the project's chosen paths answer 404.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { routes as autogas } from './areas/autogas';
import { routes as bulk } from './areas/bulk';
import { routes as company } from './areas/company';
import { routes as companyClients } from './areas/company-clients';
import { routes as companyRequests } from './areas/company-requests';
import { routes as companySession } from './areas/company-session';
import { routes as cylinder } from './areas/cylinder';
import { routes as electricity } from './areas/electricity';
import { routes as funcionarios } from './areas/funcionarios';
import { routes as industrial } from './areas/industrial';
import { routes as institutional } from './areas/institutional';
import { routes as linking } from './areas/linking';
import { routes as meter } from './areas/meter';
import { routes as notifications } from './areas/notifications';
import { routes as profile } from './areas/profile';
import { routes as requests } from './areas/requests';
import { routes as session } from './areas/session';
import { HttpError, Payload, type Reply, type Route, type Routes } from './kit';
import type { CompanyUser } from './company-records';
import { createWorld, type Person, type World } from './world';

export const MAX_BODY_BYTES = 1024 * 1024;
/** a request form, or a quote, carries an attachment of up to 3 MB, base64 */
export const MAX_FORM_BODY_BYTES = 4200 * 1024;
const FORM_PATHS = new Set(['/request/create-sf', '/request/validate', '/company_user/institutional/quote/create']);

const ALL: Routes = {
  ...session,
  ...notifications,
  ...profile,
  ...linking,
  ...requests,
  ...meter,
  ...bulk,
  ...cylinder,
  ...autogas,
  ...companySession,
  ...company,
  ...companyRequests,
  ...industrial,
  ...institutional,
  ...electricity,
  ...funcionarios,
  ...companyClients,
};

interface Compiled {
  pattern: RegExp;
  names: string[];
  route: Route;
}

/** Paths with `{name}` segments, matched segment by segment. */
const patterns: Compiled[] = Object.entries(ALL)
  .filter(([path]) => path.includes('{'))
  .map(([path, route]) => {
    const names: string[] = [];
    const source = path.replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { pattern: new RegExp(`^${source}$`), names, route };
  });

function lookup(path: string): { route: Route; params: Record<string, string> } | null {
  const exact = Object.hasOwn(ALL, path) && !path.includes('{') ? ALL[path] : undefined;
  if (exact) return { route: exact, params: {} };
  for (const { pattern, names, route } of patterns) {
    const match = pattern.exec(path);
    if (match) return { route, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)])) };
  }
  return null;
}

const refuse = (status: number, message: string, errors?: Record<string, string[]>): Reply => ({
  status,
  json: errors ? { message, errors } : { message },
});

function readBody(request: http.IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        request.pause();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** A JSON object, or the fields of a form post (downloads open in a new tab by posting a form). */
function parseBody(text: string, contentType: string): Record<string, unknown> | null {
  if (!text.trim()) return {};
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function bearer(request: http.IncomingMessage): string | null {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** Whose a live token is: a person, or an enabled company user; null when none (unknown, expired, disabled). */
function signedIn(world: World, token: string): { person: Person } | { companyUser: CompanyUser } | null {
  const session = world.sessions.get(token);
  if (!session || session.expiresAt <= world.now().getTime()) return null;
  const { holder } = session;
  if (holder.kind === 'person') {
    const person = world.persons.find((p) => p.id === holder.id);
    return person ? { person } : null;
  }
  const companyUser = world.companyUsers.find((u) => u.id === holder.id && u.status === '1');
  return companyUser ? { companyUser } : null;
}

async function answer(world: World, request: http.IncomingMessage): Promise<Reply> {
  const url = new URL(request.url ?? '/', 'http://spec-backend');
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const found = lookup(path);
  if (!found) return refuse(404, 'Not Found');
  const { route, params } = found;
  if (request.method !== route.method) return refuse(405, 'Method Not Allowed');

  let raw: Record<string, unknown> = {};
  let token = bearer(request);
  if (route.method === 'POST') {
    const text = await readBody(request, FORM_PATHS.has(path) ? MAX_FORM_BODY_BYTES : MAX_BODY_BYTES);
    if (text === null) return refuse(413, 'Payload Too Large');
    const parsed = parseBody(text, String(request.headers['content-type'] ?? ''));
    if (!parsed) return refuse(422, 'El cuerpo de la solicitud no es un JSON válido.');
    if (typeof parsed.token === 'string' && parsed.token) token = parsed.token;
    delete parsed.token;
    raw = parsed;
  }
  const payload = new Payload(raw);
  try {
    if (route.who === 'anyone') return route.handle({ world, payload, params, token });
    const signed = token ? signedIn(world, token) : null;
    if (!token || !signed) return refuse(401, 'Unauthenticated');
    const base = { world, payload, params, token };
    if ('person' in signed) {
      if (route.who === 'person' || route.who === 'signed-in') return route.handle({ ...base, person: signed.person });
    } else if (route.who === 'company' || route.who === 'signed-in') return route.handle({ ...base, companyUser: signed.companyUser });
    // the other population's token: each signs in and calls apart (spec 1 §6)
    return refuse(401, 'Unauthenticated');
  } catch (error) {
    if (error instanceof HttpError) return refuse(error.status, error.message, error.errors);
    console.error(`spec-backend ${path}:`, error);
    return refuse(500, 'Server Error');
  }
}

function send(response: http.ServerResponse, reply: Reply): void {
  if ('bytes' in reply) {
    const headers: Record<string, string> = { 'content-type': reply.contentType, 'content-length': String(reply.bytes.length) };
    if (reply.fileName) headers['content-disposition'] = `attachment; filename="${reply.fileName}"`;
    response.writeHead(reply.status, headers).end(Buffer.from(reply.bytes));
  } else {
    response.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(reply.json));
  }
}

export interface SpecBackend {
  url: string;
  world: World;
  close(): Promise<void>;
}

export async function startSpecBackend(options: { port?: number; host?: string; now?: () => Date } = {}): Promise<SpecBackend> {
  const world = createWorld({ now: options.now });
  const host = options.host ?? '127.0.0.1';
  const server = http.createServer((request, response) => {
    answer(world, request).then(
      (reply) => {
        // a body left unread (too large) is not drained: the connection closes after the answer
        if (reply.status === 413) response.setHeader('connection', 'close');
        send(response, reply);
      },
      () => send(response, refuse(500, 'Server Error')),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4011, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    world,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT);
  const backend = await startSpecBackend({ port: process.env.PORT && Number.isInteger(port) ? port : 4011 });
  console.log(`Spec backend (from the spec's words) on ${backend.url}`);
  console.log('  personas: cliente@demo.cl, nuevo@demo.cl, consentimiento@demo.cl — contraseña Gas.Demo.2026');
  console.log('  empresas: funcionario@, admin@, limitado@, sinempresa@, deshabilitado@empresa.demo.cl — contraseña Gas.Demo.2026');
}
