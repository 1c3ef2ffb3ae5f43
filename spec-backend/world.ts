/**
 * The seeded world of the spec backend: three people, their links to services of the four person lines, and the
 * services themselves (records.ts, seeded by seed/); the company side's companies, clients and users
 * (company-records.ts, seed/companies.ts); all dated relative to today so the data is always recent. One world per
 * started server, kept in memory: a write (cancel, claim, schedule, link, request) shows in the next read.
 */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { chileClock, chileToday } from './kit';
import { RUTS, type Lines, type RequestRecord } from './records';
import type { CompanySide } from './company-records';
import { seedCompanySide } from './seed/companies';
import { seedLines } from './seed/lines';
import { seedRequests } from './seed/requests';

export interface Person {
  id: number;
  name: string;
  last_name: string;
  email: string;
  /** scrypt salt:hash */
  password: string;
  dni: string;
  phone: string;
  profile_picture: string | null;
  notification_check: 0 | 1;
  second_account: boolean;
  seccond_email: string | null;
  role: string;
  hasConsentSalesForce: boolean;
  verified: boolean;
  verifyToken: string | null;
  telemetry_notification: 0 | 1;
  telemetry_notification_level: number | null;
}

/** Whose a session is: a person's, or a company user's (the two sign in apart and call apart, spec 1 §6). */
export type Holder = { kind: 'person'; id: number } | { kind: 'company'; id: number };

export interface Session {
  holder: Holder;
  /** ms epoch: after it the token answers 401, and only /refresh_token takes it */
  expiresAt: number;
  /** ms epoch: after it not even /refresh_token takes it */
  refreshUntil: number;
}

/** What a person has linked: meter contract codes, housing client codes, cylinder client ids, autogas patents. */
export interface Links {
  meter: Set<string>;
  housing: Set<string>;
  cylinder: Set<number>;
  autogas: Set<string>;
}

export interface NotificationRecord {
  id: number;
  personId: number;
  status: '0' | '1';
  business_line_id: number;
  description: string;
  created_at: string;
  data: Record<string, unknown>;
}

export interface Campaign {
  id: number;
  name: string;
  url_campain: string;
  colour: [number, number, number];
}

export interface World extends Lines, CompanySide {
  /** the clock (tests may stop it) */
  now(): Date;
  /** today in Chile, YYYY-MM-DD, when the world was seeded */
  today: string;
  persons: Person[];
  sessions: Map<string, Session>;
  links: Map<number, Links>;
  requests: RequestRecord[];
  notifications: NotificationRecord[];
  loginCampaign: Campaign;
  campaigns: Campaign[];
  /** the next number of a kind (request ids, notice ids, order numbers…) */
  next(kind: string): number;
}

export const TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
export const REFRESH_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;
export const DEMO_PASSWORD = 'Gas.Demo.2026';

export function hashPassword(password: string): string {
  const salt = randomBytes(12).toString('hex');
  // a light cost: nine accounts are hashed at every start
  return `${salt}:${scryptSync(password, salt, 32, { N: 1024 }).toString('hex')}`;
}

export function passwordMatches(stored: string, password: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const given = scryptSync(password, salt, 32, { N: 1024 });
  return timingSafeEqual(given, Buffer.from(hash, 'hex'));
}

function person(id: number, email: string, name: string, last_name: string, dni: string, phone: string, consent: boolean): Person {
  return {
    id,
    name,
    last_name,
    email,
    password: hashPassword(DEMO_PASSWORD),
    dni,
    phone,
    profile_picture: null,
    notification_check: 1,
    second_account: false,
    seccond_email: null,
    role: 'persona',
    hasConsentSalesForce: consent,
    verified: true,
    verifyToken: null,
    telemetry_notification: 0,
    telemetry_notification_level: null,
  };
}

export const PERSON_IDS = { cliente: 1001, nuevo: 1002, consentimiento: 1003 } as const;

export function createWorld(options: { now?: () => Date } = {}): World {
  const now = options.now ?? (() => new Date());
  const today = chileToday(now());
  const clock = chileClock(now());
  const counters = new Map<string, number>();
  const lines = seedLines(today, clock);

  const persons = [
    person(PERSON_IDS.cliente, 'cliente@demo.cl', 'Camila', 'Rojas Muñoz', RUTS.cliente, '987654321', true),
    person(PERSON_IDS.nuevo, 'nuevo@demo.cl', 'Diego', 'Fuentes Araya', RUTS.nuevo, '956781234', true),
    person(PERSON_IDS.consentimiento, 'consentimiento@demo.cl', 'Valentina', 'Pérez Soto', RUTS.consentimiento, '934567812', false),
  ];
  const cliente = persons[0]!;
  cliente.telemetry_notification = 1;
  cliente.telemetry_notification_level = 2;

  const links = new Map<number, Links>([
    [
      PERSON_IDS.cliente,
      {
        meter: new Set(['0040001234']),
        housing: new Set(['0012500101']),
        cylinder: new Set([7101]),
        autogas: new Set(['KXWT42', 'HJRP17']),
      },
    ],
    [PERSON_IDS.nuevo, { meter: new Set(), housing: new Set(), cylinder: new Set(), autogas: new Set() }],
    [PERSON_IDS.consentimiento, { meter: new Set(['0040007777']), housing: new Set(), cylinder: new Set(), autogas: new Set() }],
  ]);

  const at = (daysAgo: number, time: string) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - daysAgo);
    return `${date.toISOString().slice(0, 10)}T${time}:00`;
  };

  const notifications: NotificationRecord[] = [
    {
      id: 9003,
      personId: PERSON_IDS.cliente,
      status: '0',
      business_line_id: 3,
      description: 'Tu pedido de gas granel N° 0001200345 va en ruta a tu domicilio.',
      created_at: at(0, '09:40'),
      data: { type: 'internal', section: 'granel_pedido', client_cod: '0012500101', order_number: '0001200345' },
    },
    {
      id: 9002,
      personId: PERSON_IDS.cliente,
      status: '1',
      business_line_id: 1,
      description: 'Tu boleta de gas de este mes ya está disponible. Puedes pagarla en línea.',
      created_at: at(6, '08:00'),
      data: {
        type: 'external',
        url: 'https://pagos.ejemplo-gas.cl/portal',
        form: { codCliente: '0012345678', origen: 'sucursal_virtual' },
      },
    },
    {
      id: 9001,
      personId: PERSON_IDS.cliente,
      status: '1',
      business_line_id: 4,
      description: 'Tu pedido de cilindros N° 0001300498 fue entregado.',
      created_at: at(10, '16:12'),
      data: { type: 'internal', section: 'cilindro_pedido', client_id: 7101, order_number: '0001300498' },
    },
  ];

  return {
    now,
    today,
    persons,
    sessions: new Map(),
    links,
    ...lines,
    requests: seedRequests(today),
    notifications,
    ...seedCompanySide(today, clock, () => hashPassword(DEMO_PASSWORD)),
    loginCampaign: {
      id: 31,
      name: 'Invierno con gas seguro',
      url_campain: 'https://www.ejemplo-gas.cl/campanas/invierno-seguro',
      colour: [0, 91, 170],
    },
    campaigns: [
      {
        id: 32,
        name: 'Descuento en cilindros de 15 kg',
        url_campain: 'https://www.ejemplo-gas.cl/campanas/cilindro-15',
        colour: [242, 142, 0],
      },
      { id: 33, name: 'Boleta electrónica', url_campain: 'https://www.ejemplo-gas.cl/campanas/boleta-electronica', colour: [0, 150, 110] },
    ],
    next(kind) {
      const start =
        {
          request: 3200,
          notice: 410100,
          bulkOrder: 1200400,
          cylinderOrder: 1300600,
          notification: 9100,
          person: 2000,
          companyUser: 2200,
          quote: 20004600,
        }[kind] ?? 1;
      const value = (counters.get(kind) ?? start) + 1;
      counters.set(kind, value);
      return value;
    },
  };
}

export const linksOf = (world: World, personId: number): Links => {
  let links = world.links.get(personId);
  if (!links) world.links.set(personId, (links = { meter: new Set(), housing: new Set(), cylinder: new Set(), autogas: new Set() }));
  return links;
};

/** A new session: an opaque random token; the session itself stays on the server. */
export function openSession(world: World, holder: Holder): string {
  const token = randomBytes(32).toString('base64url');
  const now = world.now().getTime();
  world.sessions.set(token, { holder, expiresAt: now + TOKEN_TTL_MS, refreshUntil: now + REFRESH_WINDOW_MS });
  return token;
}

/** Ids as the supplier writes them: text with leading zeros. */
export const padded = (value: number, width: number): string => String(value).padStart(width, '0');
