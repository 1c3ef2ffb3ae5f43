import { formField, type FieldError } from '../../machines/rules/account-rules';
import type { MutationPayload } from '../../schema/generated/types';
import type { StatusAnswer } from '../backend/contract';

/**
 * The payload every form mutation answers (DESIGN.md, "Business outcomes are data, failures are errors"):
 * the general message and the first server message of each field, under the GraphQL input's field name.
 */
export function statusPayload(answer: Pick<StatusAnswer, 'message' | 'errors'> & { status?: string }): MutationPayload {
  const fieldErrors = Object.entries(answer.errors ?? {}).flatMap(([field, messages]) =>
    messages[0] ? [{ field: formField(field), message: messages[0] }] : [],
  );
  return { ok: answer.status === 'ok', message: answer.message ?? null, fieldErrors };
}

/** Refused by the gateway's own check of the client's rules, before any backend call. */
export function refused(errors: FieldError[], message: string | null = null): MutationPayload {
  return { ok: false, message, fieldErrors: errors.map((e) => ({ field: formField(e.field), message: e.message })) };
}

/** An answer with no field errors to report: anything but an error status is done. */
export function donePayload(answer: { status?: string; message?: string }): MutationPayload {
  return { ok: answer.status !== 'error', message: answer.message ?? null, fieldErrors: [] };
}
