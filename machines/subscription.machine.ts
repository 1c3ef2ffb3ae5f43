import { assign, fromPromise, setup } from 'xstate';
import { chileDay } from './rules/chile-time';
import { SUBSCRIPTION_LOAD_ERROR, SUBSCRIPTION_SAVE_ERROR } from './rules/subscription-texts';
import { ServerMessage } from './server-message';
import type {
  BillSubscriptionContact,
  BillSubscriptionInput,
  BillSubscriptionPayload,
  SubscriberCategory,
} from '../schema/generated/types';

export type { BillSubscriptionContact, BillSubscriptionInput, BillSubscriptionPayload, SubscriberCategory };

/**
 * Boleta / Factura Electrónica (spec 2 §2 /suscripcion, §4 "Bill subscription", §8): the contacts load; a contact's
 * button toggles its subscription after a confirmation, only with a category chosen; 'Guardar' sends every changed
 * row; the answer is ok, some_ok (three lists), error (the server's message) or a failure. Nothing chosen is lost
 * when saving fails.
 */

export { SUBSCRIPTION_LOAD_ERROR, SUBSCRIPTION_SAVE_ERROR };
export const CATEGORY_REQUIRED = 'Para suscribir debes seleccionar su categoría';

/** What the user changed in a row: its subscription and its category. */
export interface ContactEdit {
  subscribed: boolean;
  category: SubscriberCategory | null;
}

interface SubscriptionContext {
  contacts: BillSubscriptionContact[];
  edits: Record<string, ContactEdit>;
  /** the contact whose toggle waits for the confirmation */
  pending: string | null;
  /** what 'Guardar' sent, for the answer's modal */
  sent: BillSubscriptionInput[];
  result: BillSubscriptionPayload | null;
  error: string | null;
  /** why the contacts did not load: the server's message, or SUBSCRIPTION_LOAD_ERROR */
  loadError: string | null;
}

type SubscriptionEvent =
  | { type: 'contact.category'; id: string; category: SubscriberCategory | null }
  | { type: 'contact.toggle'; id: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.cancel' }
  | { type: 'form.save' }
  | { type: 'result.close' }
  | { type: 'load.retry' };

/** A row as shown: the loaded contact with the user's changes over it. */
export function rowOf(context: Pick<SubscriptionContext, 'edits'>, contact: BillSubscriptionContact): ContactEdit {
  return context.edits[contact.id] ?? { subscribed: contact.subscribed, category: contact.category };
}

/** The rows the user changed, as 'Guardar' sends them (a changed row always has a category: the toggle needs one). */
export function changedRows(context: Pick<SubscriptionContext, 'contacts' | 'edits'>): BillSubscriptionInput[] {
  return context.contacts.flatMap((contact) => {
    const row = rowOf(context, contact);
    const changed = row.subscribed !== contact.subscribed || row.category !== contact.category;
    return changed && row.category ? [{ id: contact.id, subscribed: row.subscribed, category: row.category }] : [];
  });
}

/**
 * From which billing month a change applies (spec 2 §2: "the next or the following billing month"): the spec gives no
 * rule; the project's is that a change saved up to the 20th (Chile's day, YYYY-MM-DD) reaches the next month's bill, later ones the one after.
 */
export function appliesFrom(today: string = chileDay()): 'next' | 'following' {
  return Number(today.slice(8, 10)) <= 20 ? 'next' : 'following';
}

export const subscriptionMachine = setup({
  types: { context: {} as SubscriptionContext, events: {} as SubscriptionEvent },
  actors: {
    loadContacts: fromPromise<BillSubscriptionContact[]>(async () => {
      throw new Error('not provided');
    }),
    saveSubscriptions: fromPromise<BillSubscriptionPayload, BillSubscriptionInput[]>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    categoryChosen: ({ context, event }) => {
      if (event.type !== 'contact.toggle') return false;
      const contact = context.contacts.find((c) => c.id === event.id);
      return Boolean(contact && rowOf(context, contact).category);
    },
    hasChanges: ({ context }) => changedRows(context).length > 0,
  },
}).createMachine({
  id: 'subscription',
  context: { contacts: [], edits: {}, pending: null, sent: [], result: null, error: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadContacts',
        onDone: { target: 'editing', actions: assign({ contacts: ({ event }) => event.output, edits: {}, pending: null }) },
        onError: {
          target: 'loadFailed',
          // spec 2 §8: 'Existió un error, por favor reintente más tarde'; a server error status shows its message
          actions: assign({
            loadError: ({ event }) => (event.error instanceof ServerMessage ? event.error.message : SUBSCRIPTION_LOAD_ERROR),
          }),
        },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    editing: {
      on: {
        'contact.category': {
          actions: assign({
            edits: ({ context, event }) => {
              const contact = context.contacts.find((c) => c.id === event.id);
              if (!contact) return context.edits;
              const row = rowOf(context, contact);
              // without a category a row cannot stay subscribed by the user's hand: it goes back to what it was
              const next = event.category ? { ...row, category: event.category } : { subscribed: contact.subscribed, category: null };
              return { ...context.edits, [event.id]: next };
            },
          }),
        },
        'contact.toggle': {
          guard: 'categoryChosen',
          target: 'confirming',
          actions: assign({ pending: ({ event }) => event.id, error: null }),
        },
        'form.save': {
          guard: 'hasChanges',
          target: 'saving',
          actions: assign({ sent: ({ context }) => changedRows(context), error: null }),
        },
      },
    },
    confirming: {
      on: {
        'confirm.accept': {
          target: 'editing',
          actions: assign({
            edits: ({ context }) => {
              const contact = context.contacts.find((c) => c.id === context.pending);
              if (!contact) return context.edits;
              const row = rowOf(context, contact);
              return { ...context.edits, [contact.id]: { ...row, subscribed: !row.subscribed } };
            },
            pending: null,
          }),
        },
        'confirm.cancel': { target: 'editing', actions: assign({ pending: null }) },
      },
    },
    saving: {
      invoke: {
        src: 'saveSubscriptions',
        input: ({ context }) => context.sent,
        onDone: [
          {
            guard: ({ event }) => event.output.outcome === 'ERROR',
            target: 'editing',
            actions: assign({ error: ({ event }) => event.output.message || SUBSCRIPTION_SAVE_ERROR }),
          },
          { target: 'saved', actions: assign({ result: ({ event }) => event.output }) },
        ],
        onError: { target: 'editing', actions: assign({ error: SUBSCRIPTION_SAVE_ERROR }) },
      },
    },
    saved: {
      on: { 'result.close': { target: 'loading', actions: assign({ result: null, sent: [] }) } },
    },
  },
});
