/**
 * Calls only the demo backends answer (the fixture world in-process and the sandbox), for the demo's
 * conveniences: the mails the backend would send, and the accounts of the simulated Google chooser. Paths chosen
 * by the project; a real backend answers them 404, and the gateway then shows nothing.
 */
import { post } from './call';
import type { NoPayload } from './envelope';

export interface SandboxMail {
  id: number;
  to: string;
  subject: string;
  body: string;
  link: string | null;
  /** ms since the epoch */
  sent_at: number;
}
export interface SandboxOutboxAnswer {
  status: 'ok';
  data: SandboxMail[];
}

export interface SandboxGoogleAccount {
  email: string;
  given_name: string;
  family_name: string;
  registered: boolean;
  /** what the chooser hands the backend's /login/google, signed by the demo backend as Google signs its tokens */
  token: string;
}
export interface SandboxGoogleAccountsAnswer {
  status: 'ok';
  data: SandboxGoogleAccount[];
}

export const sandboxCalls = {
  /** the demo mailbox, newest first: the mails the calling browser caused */
  '/sandbox/outbox': post<NoPayload, SandboxOutboxAnswer>(),
  /** the simulated Google chooser: registered Google accounts and one that is not registered */
  '/sandbox/google_accounts': post<NoPayload, SandboxGoogleAccountsAnswer>(),
} as const;
