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
  // /document/has needs pdf_document's and pdf_guide's pdf_number and class_description, which only
  // /housing/document_details (or /company_user/industrial/document_details) answers
  BulkDocument: { person: 2, company: 2 },
  // /cylinder/get_prices needs the service's comuna (client_city), which only /bussines_line/cylinder/list answers
  CylinderPrices: { person: 2 },
  // /cylinder/order_coordinates needs the order's truck_code, which only /cylinder/order_detail answers
  CylinderTruckPosition: { person: 2 },
  // /housing/order_coordinates needs the order's patent, which only /housing/order_detail answers (a company's
  // privileges are asked beside the order)
  TruckPosition: { person: 2, company: 2 },
};

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
