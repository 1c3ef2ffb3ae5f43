/** The path lists of the session start rules (spec 1 §4, spec 3 §2) and the route matcher they use. */

export const GUEST_PATHS = [
  '/login',
  '/login/*',
  '/register',
  '/register/required',
  '/register_empresa',
  '/verificar_email',
  '/verificar_email/*',
  '/enviar_codigo_verificacion',
  '/confirmar_datos',
  '/recover',
  '/recover/empresas',
];

/** spec 3 §2, plus the demo mailbox (README, Decisions) */
export const PUBLIC_PATHS = ['/desuscribir/*', '/desuscripcionfail', '/demo/correos'];

/** The spec names a logout-on-visit list without its contents: these start from a clean session (README, Decisions). */
export const LOGOUT_ON_VISIT_PATHS = ['/login/*', '/verificar_email/*', '/confirmar_datos'];

function segments(path: string): string[] {
  return path.split(/[?#]/)[0].split('/').filter(Boolean);
}

/** `*` matches exactly one segment; trailing slashes are ignored (spec 1 §2 Menu). */
export function matchPath(pattern: string, path: string): boolean {
  const want = segments(pattern);
  const have = segments(path);
  return want.length === have.length && want.every((segment, i) => segment === '*' || segment === have[i]);
}

export function matchesAny(patterns: string[], path: string): boolean {
  return patterns.some((pattern) => matchPath(pattern, path));
}
