import { assign, setup } from 'xstate';

/**
 * The privileges popup of one client (spec 3 §4 "Privilege popup"), used by the creation wizard's step 3 and the edit
 * page: its line's privileges toggle one by one; confirming hands back the chosen ones (none: the client leaves the
 * grants), cancelling hands back nothing and the grants stay as they were.
 */

export interface PrivilegesPopupInput {
  /** the client record's id */
  clientId: string;
  /** its line's privileges, in the table's order: the only ones that toggle */
  available: readonly number[];
  /** what the client holds now */
  selected: readonly number[];
}

export interface PrivilegesPopupOutput {
  clientId: string;
  /** the chosen privileges in the table's order; null when the popup was cancelled */
  privileges: number[] | null;
}

interface PopupContext {
  clientId: string;
  available: readonly number[];
  selected: number[];
  confirmed: boolean;
}

type PopupEvent = { type: 'privilege.toggle'; id: number } | { type: 'popup.confirm' } | { type: 'popup.cancel' };

export const privilegesPopupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
    input: {} as PrivilegesPopupInput,
    output: {} as PrivilegesPopupOutput,
  },
  guards: {
    isOfLine: ({ context, event }) => event.type === 'privilege.toggle' && context.available.includes(event.id),
  },
  actions: {
    toggle: assign({
      selected: ({ context, event }) => {
        if (event.type !== 'privilege.toggle') return context.selected;
        const on = context.selected.includes(event.id);
        const next = on ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
        return context.available.filter((id) => next.includes(id));
      },
    }),
  },
}).createMachine({
  id: 'privilegesPopup',
  context: ({ input }) => ({
    clientId: input.clientId,
    available: input.available,
    // a privilege of another line (an old grant) is not offered, so it is not kept either
    selected: input.available.filter((id) => input.selected.includes(id)),
    confirmed: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'privilege.toggle': { guard: 'isOfLine', actions: 'toggle' },
        'popup.confirm': { target: 'confirmed', actions: assign({ confirmed: true }) },
        'popup.cancel': 'cancelled',
      },
    },
    confirmed: { type: 'final' },
    cancelled: { type: 'final' },
  },
  output: ({ context }) => ({ clientId: context.clientId, privileges: context.confirmed ? [...context.selected] : null }),
});
