import { sessionScopedAtom } from '../../shared/session-scoped';

/** The meter the area shows (its contract code): kept while moving between its tabs, forgotten when the session ends. */
export const selectedMeterAtom = sessionScopedAtom<string | null>(null);
