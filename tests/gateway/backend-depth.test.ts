import { describe, expect, it } from 'vitest';
import { restCallsPerQuery, type QueryCalls } from '../../scripts/bench/rest-calls';

/**
 * The backend latencies each screen query waits for, end to end (issue 44): every query of the client asked as a
 * person and as a Funcionario through a transport that lets calls through in waves (scripts/bench/backend-waves.ts),
 * so depth is counted without a clock. The goal is one wave for every query; the queries below still chain calls,
 * and none may chain more than it does today. A query that grows a sequential dependency fails here.
 */
const STILL_CHAINED: Record<string, { person?: number; company?: number }> = {
  BillSubscriptions: { person: 3 },
  BulkDocument: { person: 2, company: 2 },
  BulkOrderDetail: { company: 2 },
  CylinderPrices: { person: 2 },
  CylinderTruckPosition: { person: 2 },
  Dashboard: { person: 3, company: 2 },
  DashboardBlock: { person: 3, company: 2 },
  ElectricityConsumption: { company: 2 },
  ElectricityDebt: { company: 2 },
  ElectricityInstallations: { company: 2 },
  ElectricityInvoices: { company: 2 },
  ElectricityPayments: { company: 2 },
  MaintenanceScheduling: { person: 2 },
  MeterReadings: { person: 2 },
  Profile: { person: 2, company: 2 },
  RequestForm: { company: 2 },
  Telemetry: { person: 2, company: 2 },
  TruckPosition: { person: 2, company: 3 },
};

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
        return depth !== null && depth > allowed ? [`${row.name} as ${kind}: depth ${depth}, at most ${allowed}`] : [];
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
