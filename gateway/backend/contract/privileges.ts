/** The `privileges` rows of rest-calls.tsv, privileges of company users. */
import { post } from './call';
import type { NoPayload, RestAnswer } from './envelope';

export interface BackendPrivilege {
  id: number;
  name: string;
  business_lines_id: number;
}

export interface PrivilegesSelfAnswer {
  status: 'ok';
  data: { privileges: BackendPrivilege[]; clients: Record<string, number[]> };
}

export const privilegesCalls = {
  /** privileges of the current user and a list per client code (spec 1 §7) */
  '/privileges/self_get': post<NoPayload, PrivilegesSelfAnswer>(),
  /** privileges of a client (spec 1 §7, 3 §7) */
  '/privileges/list': post<{ client_code: string }, RestAnswer>(),
} as const;
