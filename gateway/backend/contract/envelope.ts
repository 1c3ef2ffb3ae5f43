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

/** What the spec names without giving its form (gateway/backend/forms.ts reads each of them). */
/** an id: text with its leading zeros, or a whole number */
export type BackendId = string | number;
/** a figure: a number, or text with comma or dot decimals, 'NO DISPONIBLE' */
export type BackendFigure = string | number;
/** a yes/no: a boolean, 0/1 or '0'/'1' */
export type BackendYesNo = boolean | number | string;
