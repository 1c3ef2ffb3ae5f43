import type { EventFrom, SnapshotFrom } from 'xstate';
import type { quoteMachine } from '../../../../machines/institutional-quote.machine';
import type { FieldError } from '../../../../machines/types';

export type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;
export type QuoteSend = (event: EventFrom<typeof quoteMachine>) => void;

export interface StepProps {
  snapshot: QuoteSnapshot;
  send: QuoteSend;
}

/** The first message under `field`. */
export const errorOf = (errors: readonly FieldError[], field: string) => errors.find((e) => e.field === field)?.message;
