import type { DemoFaultKind } from '../../../gql/graphql';

/** The failures a salesperson can show, as the panel names them. */
export const FAULT_KINDS: ReadonlyArray<{ kind: DemoFaultKind; label: string }> = [
  { kind: 'UNAVAILABLE', label: 'Servicio no disponible (503)' },
  { kind: 'SERVER_ERROR', label: 'Error del servidor (500)' },
  { kind: 'TIMEOUT', label: 'Demora mayor al tiempo de espera' },
  { kind: 'MALFORMED', label: 'Respuesta malformada' },
  { kind: 'UNAUTHENTICATED', label: 'Sesión rechazada (401, fuerza la renovación)' },
];

export const faultKindLabel = (kind: DemoFaultKind) => FAULT_KINDS.find((k) => k.kind === kind)?.label ?? kind;

/** The contract's areas (rest-calls.tsv) in Spanish; an area not listed here shows its own name. */
const AREA_LABELS: Record<string, string> = {
  session: 'Sesión',
  notifications: 'Notificaciones',
  profile: 'Perfil',
  linking: 'Vinculación de servicios',
  privileges: 'Privilegios',
  requests: 'Requerimientos',
  requestForms: 'Formularios de requerimiento',
  meter: 'Medidor',
  bulk: 'Granel',
  cylinder: 'Cilindro',
  autogas: 'Autogas',
  company: 'Empresas',
  institutional: 'Envasado institucional',
  electricity: 'Suministro eléctrico',
  unsubscribe: 'Desuscripción',
  sandbox: 'Demostración',
};

export const areaLabel = (area: string) => AREA_LABELS[area] ?? area;

/** The clock speeds the panel offers (the gateway takes 1 to 3600). */
export const CLOCK_SPEEDS: ReadonlyArray<{ speed: number; label: string }> = [
  { speed: 1, label: 'Tiempo real' },
  { speed: 10, label: '10 veces más rápido' },
  { speed: 60, label: 'Un minuto por segundo' },
  { speed: 600, label: 'Diez minutos por segundo' },
  { speed: 3600, label: 'Una hora por segundo' },
];
