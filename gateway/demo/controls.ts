/**
 * What the demo panel (/demo) drives in the fixture world, as the gateway sees it. Only the demo data source gives
 * one (gateway/data-source/transport.ts); against a real backend there is none and the panel's fields are refused.
 */
export interface DemoFaultSpec {
  path?: string;
  area?: string;
  status?: number;
  delayMs?: number;
  malformed?: boolean;
  times?: number;
}

export interface DemoPersonaInfo {
  email: string;
  name: string;
  company: boolean;
  description: string;
}

export interface DemoWorld {
  /** `npm run demo:reset` without a restart */
  reset(): void;
  clock: { speed(): number; setSpeed(speed: number): void };
  /** the fixture backend's faults: the in-process transport and the sandbox meet the same ones */
  faults: { add(fault: DemoFaultSpec): void; remove(index: number): void; clear(): void; list(): DemoFaultSpec[] };
  faultAreas: readonly string[];
  personas(): DemoPersonaInfo[];
  password: string;
}
