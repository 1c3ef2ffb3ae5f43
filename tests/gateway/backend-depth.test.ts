import { describe, expect, it } from 'vitest';
import { restCallsPerQuery, type QueryCalls } from '../../scripts/bench/rest-calls';

/**
 * The backend latencies each screen query waits for, end to end (issue 44): every query of the client asked as a
 * person and as a Funcionario through a transport that lets calls through in waves (scripts/bench/backend-waves.ts),
 * so depth is counted without a clock. The goal is one wave for every query; the queries below still chain calls,
 * and none may chain more than it does today. A query that grows a sequential dependency fails here.
 */
const STILL_CHAINED: Record<string, { person?: number; company?: number }> = {
  // /tickets/suscription_list lists the contacts /tickets/sync_suscriptions adds (a meter linked since): a write, then
  // the read that must see it (the meters for the wizard's ids ride beside the sync)
  BillSubscriptions: { person: 2 },
};

// Each query is asked as a screen opened by a click sends it, with what the client then holds: the truck or patent of
// an order, the commune of a cylinder service, the files of a bulk document, the electricity contract and installation,
// a meter's client id. Opened by a reload the client holds none of them, and those screens wait for two latencies (the
// per-area depth tests: depth-bulk, depth-cylinder, depth-meter, depth-electricity*).
// The queries are asked by sessions that have asked the samples first (scripts/bench/rest-calls.ts), as a screen is
// opened in a session that has opened the dashboard: the dashboard's cards need each vehicle's plate and each
// industrial client's code, which only the lists answer, and only a session's first dashboard waits for them (two
// latencies, depth-dashboard.test.ts); from then on the codes its last lists named start the cards beside the lists.
describe('backend depth of every screen query', () => {
  let rows: QueryCalls[] = [];

  it('asks every query the accounts can ask', { timeout: 120_000 }, async () => {
    rows = await restCallsPerQuery();
    const asked = rows.filter((row) => row.personDepth !== null || row.companyDepth !== null);
    expect(asked.length).toBeGreaterThan(60);
  });

  it('waits for one backend latency, except where a chain is still listed, and never for more than listed', () => {
    const over = rows.flatMap((row) =>
      (['person', 'company'] as const).flatMap((kind) => {
        const depth = kind === 'person' ? row.personDepth : row.companyDepth;
        const allowed = STILL_CHAINED[row.name]?.[kind] ?? 1;
        // the paths of each wave, so the chain can be read off the failure
        const waves = (kind === 'person' ? row.personWaves : row.companyWaves)?.map((paths) => paths.join(' ')).join(' → ');
        return depth !== null && depth > allowed ? [`${row.name} as ${kind}: depth ${depth}, at most ${allowed} (${waves})`] : [];
      }),
    );
    expect(over).toEqual([]);
  });

  it('lists no chain that is gone', () => {
    const gone = Object.entries(STILL_CHAINED).flatMap(([name, allowed]) =>
      (['person', 'company'] as const).flatMap((kind) => {
        const row = rows.find((r) => r.name === name);
        const depth = kind === 'person' ? row?.personDepth : row?.companyDepth;
        return allowed[kind] !== undefined && (depth ?? 0) < allowed[kind] ? [`${name} as ${kind}: depth ${depth ?? '–'}`] : [];
      }),
    );
    expect(gone).toEqual([]);
  });
});
