/**
 * The route matcher of the session's start rules (spec 1 §4, spec 3 §2). The path lists themselves come from the
 * client's route declarations, as the machine's input (`SessionPaths`).
 */

export interface SessionPaths {
  /** signed-out screens: a guest opening one is not sent to /login */
  guest: string[];
  /** screens anyone may open */
  public: string[];
  /** opening one ends any stored session first */
  logoutOnVisit: string[];
}

function segments(path: string): string[] {
  const [pathname = ''] = path.split(/[?#]/);
  return pathname.split('/').filter(Boolean);
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
