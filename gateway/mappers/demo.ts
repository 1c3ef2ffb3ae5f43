import type { DemoFault, DemoFaultKind } from '../../schema/generated/types';
import type { DemoFaultSpec } from '../demo/controls';

/** A fault the panel asks for, as the fixture backend's fault model holds it. */
export function faultSpecOf(
  input: { kind: DemoFaultKind; area?: string | null; path?: string | null; times?: number | null },
  timeoutMs: number,
): DemoFaultSpec {
  const where = { ...(input.area ? { area: input.area } : {}), ...(input.path ? { path: input.path } : {}) };
  // a forced 401 hits once unless told otherwise: the client refreshes its token and the retry goes through
  const times = input.times ?? (input.kind === 'UNAUTHENTICATED' ? 1 : undefined);
  const count = times === undefined ? {} : { times };
  switch (input.kind) {
    case 'SERVER_ERROR':
      return { ...where, status: 500, ...count };
    case 'UNAVAILABLE':
      return { ...where, status: 503, ...count };
    case 'UNAUTHENTICATED':
      return { ...where, status: 401, ...count };
    case 'MALFORMED':
      return { ...where, malformed: true, ...count };
    case 'TIMEOUT':
      // a second past the gateway's timeout: the call fails as TIMEOUT on either transport
      return { ...where, delayMs: timeoutMs + 1000, ...count };
  }
}

/** A fault in force as the panel lists it; a status from SANDBOX_FAULTS other than these shows as a server error. */
export function mapDemoFault(fault: DemoFaultSpec): DemoFault {
  const kind: DemoFaultKind =
    fault.status === 401
      ? 'UNAUTHENTICATED'
      : fault.status === 503
        ? 'UNAVAILABLE'
        : fault.status !== undefined
          ? 'SERVER_ERROR'
          : fault.malformed
            ? 'MALFORMED'
            : 'TIMEOUT';
  return { kind, area: fault.area ?? null, path: fault.path ?? null, times: fault.times ?? null };
}
