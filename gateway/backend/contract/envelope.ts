/** Shapes every area shares: the empty payload and the answer envelopes of the backend. */

export type NoPayload = Record<string, never>;

/** The envelope every answer of the backend shares; areas narrow `data` as they land. */
export interface RestAnswer {
  status?: string;
  message?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/** Answers of the account flows: a status, a message, and errors by field when the data was refused. */
export interface StatusAnswer {
  status: 'ok' | 'error';
  message?: string;
  errors?: Record<string, string[]>;
}
