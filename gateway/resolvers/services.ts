import { gatewayError, type BackendClient } from '../backend/client';
import type { Resolvers } from '../generated/resolvers';
import { mapAutogasVehicles, mapServiceAccounts } from '../mappers/services';
import { selectedFields } from './selected-fields';

const UNREADABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/**
 * The rows of a list answer: status 'empty' is none (spec 1 §7); 'ok' carries its rows (none when it carries no data).
 * Any other envelope fails this list alone, with its error at its path: the other lines still answer.
 */
export function listRows(answer: { status?: unknown; data?: unknown } | null | undefined, path: string): unknown[] {
  if (answer?.status === 'empty') return [];
  if (answer?.status === 'ok' && (answer.data === undefined || answer.data === null)) return [];
  if (answer?.status === 'ok' && Array.isArray(answer.data)) return answer.data;
  throw gatewayError('BACKEND_UNAVAILABLE', UNREADABLE, { reason: 'MALFORMED', path });
}

/** The rows of an answer whose other statuses the caller has handled: 'ok' carries its rows; a non-list fails the block. */
export function okRows(answer: { status?: unknown; data?: unknown }, path: string): unknown[] {
  return answer.status === 'ok' ? listRows(answer, path) : [];
}

const LIST_PATH = {
  METER: '/bussines_line/meter/list',
  BULK: '/bussines_line/housing/list',
  CYLINDER: '/bussines_line/cylinder/list',
} as const;

/** A line's services; a row without a code or client id is left out, the rest shows (mappers/services.ts). */
async function accounts(backend: BackendClient, line: keyof typeof LIST_PATH) {
  const path = LIST_PATH[line];
  return mapServiceAccounts(listRows(await backend.call(path, {}), path), line);
}

/**
 * The dashboard card's calls for the plates this session's last list named, started beside the list (session-hints.ts):
 * the card's own resolvers (autogas.ts) then join them in the request's memo when the list names the plate, and a
 * plate it no longer names is never answered. Started only when the query asks for the card.
 */
function startCards(backend: BackendClient, plates: readonly string[], fields: Set<string>): void {
  const calls = [
    ...(fields.has('summary') ? plates.map((patent) => backend.call('/autogas/dashboard', { patent })) : []),
    ...(fields.has('nextMaintenance')
      ? plates.flatMap((patent) => [
          backend.call('/autogas/maintenance/next', { patent }),
          backend.call('/autogas/maintenance/services', { patent }),
        ])
      : []),
  ];
  for (const call of calls) call.catch(() => undefined);
}

/** The four lists are resolved per field, so a screen that asks for one line makes one call. */
export const servicesResolvers: Resolvers = {
  Viewer: {
    services: (parent) => (parent.kind === 'PERSON' ? {} : null),
  },
  PersonServices: {
    meter: (_, __, { backend }) => accounts(backend, 'METER'),
    bulk: (_, __, { backend }) => accounts(backend, 'BULK'),
    cylinder: (_, __, { backend }) => accounts(backend, 'CYLINDER'),
    autogas: async (_, __, { backend, hints }, info) => {
      const path = '/bussines_line/autogas/list';
      startCards(backend, hints.of('autogas-plates'), selectedFields(info));
      const vehicles = mapAutogasVehicles(listRows(await backend.call(path, {}), path));
      hints.remember(
        'autogas-plates',
        vehicles.map((vehicle) => vehicle.patent),
      );
      return vehicles;
    },
  },
};
