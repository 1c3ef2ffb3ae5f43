/**
 * The screens a person opens the portal on, each with what the app fetches beside the entry to show it (paths under
 * client/): /login, and the dashboard with the areas' cards, inside the signed-in shell (which every signed-in screen
 * opens in). The build groups what each loads into few chunks (scripts/vite-first-screens.ts); the bench and
 * `npm run lighthouse` weigh them from this list.
 */
export const FIRST_SCREENS = {
  login: ['features/auth/LoginPage.tsx'],
  shell: ['app/shell/Shell.tsx'],
  dashboard: ['features/dashboard/DashboardPage.tsx', 'features/autogas/DashboardCard.tsx'],
} as const satisfies Record<string, readonly string[]>;

/** A screen and the one it opens inside, whose chunks it always loads too. */
export const OPENS_INSIDE = { dashboard: 'shell' } as const satisfies Partial<Record<keyof typeof FIRST_SCREENS, string>>;

/** What the app fetches to show /login, and the dashboard, beside the entry. */
export const LOGIN_FILES: readonly string[] = FIRST_SCREENS.login;
export const DASHBOARD_FILES: readonly string[] = [...FIRST_SCREENS.dashboard, ...FIRST_SCREENS.shell];

/**
 * The JavaScript (gzip, in bytes: the kilobytes of 1000) a phone may fetch before each first screen is usable:
 * the bench prints each against its budget, and the browser tier's build test fails past it.
 */
export const FIRST_SCREEN_BUDGETS = { login: 120_000, dashboard: 140_000 } as const;
