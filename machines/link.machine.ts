import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { AccountSearchResult, AddressInput, LinkCandidate, LinkLine, LinkRequest, SearchBy, SubmitResult } from './types';
import type { FieldError } from './rules/account-rules';
import { addressErrors, type AddressValues } from './rules/address-rules';
import { AMOUNT_FIELD, parseBillAmount, typedAmountErrors } from './rules/bill-amount';
import { valueSearchErrors } from './rules/search-rules';

/**
 * /adminitracion_cuentas/{service}/asociar (spec 1 §2, §4 Linking, §5 Address search, §8): pick a suggestion or
 * search by one of the line's types, choose a candidate (and, for autogas, one of its patents), link it. Success
 * ends with the banner text (the client refreshes the menu and goes home); a refusal or a failure stays with a
 * message, keeping the search, its results and the choice. Someone else's account asks for the total of its last
 * bill (the ownership rule, docs/decisions.md): the answer names the field `lastBillAmount`, the chosen candidate then
 * takes the amount (`ready.amount`) and the link is sent again with it.
 */

export type { LinkCandidate, LinkLine, LinkRequest, SearchBy };

export type SearchAddress = AddressInput & AddressValues;

/** what the user typed, as the search call takes it */
export type AccountSearch = { by: SearchBy; value: string } | { by: 'ADDRESS'; address: SearchAddress };

export type SearchResult = AccountSearchResult;

export interface LinkInput {
  line: LinkLine;
  /** the line's search types, the first one selected: a line offers at least one */
  searches: [SearchBy, ...SearchBy[]];
}

export interface LinkOutput {
  /** the banner's title */
  message: string;
}

export interface LinkContext extends LinkInput {
  by: SearchBy;
  /** the last search sent: kept when it fails, so the form can show it again */
  search: AccountSearch | null;
  candidates: LinkCandidate[];
  /** the note under the results: the server's, or the failure of the search */
  message: string | null;
  fieldErrors: FieldError[];
  chosen: { candidate: LinkCandidate; patent: string | null } | null;
  /** why the link was not made */
  failure: string | null;
  linkedMessage: string | null;
  /** the amount field of the chosen candidate, as typed: kept through a failed link */
  amountText: string;
  /** the message under it: the client rule's, or the server's (needed, wrong) */
  amountError: string | null;
  /** the amount the last link of the chosen candidate sent (whole pesos), null until one is sent */
  lastBillAmount: number | null;
}

export type LinkEvent =
  | { type: 'search.select'; by: SearchBy }
  /** the form's values: `value` for a search by code, RUT or patent, `address` for one by address */
  | { type: 'search.submit'; value?: string; address?: SearchAddress }
  | { type: 'field.edit'; field: string }
  | { type: 'candidate.choose'; candidate: LinkCandidate; patent?: string }
  | { type: 'link.confirm' }
  /** what is typed in the chosen candidate's 'Monto de tu última boleta' */
  | { type: 'amount.edit'; value: string }
  /** Vincular: the link again, with the amount */
  | { type: 'amount.submit' }
  | { type: 'notice.dismiss' };

export const SEARCH_FAILED = 'En este momento no es posible obtener la información. Por favor intenta más tarde';
export const LINK_REFUSED = 'No fue posible asociar el servicio';
export const LINK_FAILED = 'No fue posible asociar el servicio. Por favor intenta más tarde';
export const LINKED = 'El servicio se ha vinculado a tu cuenta correctamente';
const NO_ADDRESS: SearchAddress = { region: '', commune: '', street: '', number: '' };

/** The server's message asking for the amount (or saying it is wrong), when the answer has one. */
const amountAsked = (result: SubmitResult) => result.fieldErrors.find((e) => e.field === AMOUNT_FIELD)?.message ?? null;

function searchOf(by: SearchBy, event: Extract<LinkEvent, { type: 'search.submit' }>): AccountSearch {
  return by === 'ADDRESS' ? { by, address: event.address ?? NO_ADDRESS } : { by, value: event.value ?? '' };
}

/**
 * A cylinder found by its address is linked by that address alone, the others by the chosen account (spec 1 §7), with
 * the last bill's total once the user gave it (only then: a backend without the ownership rule never sees it).
 */
export function linkRequest(
  context: Pick<LinkContext, 'line' | 'search' | 'chosen'> & Partial<Pick<LinkContext, 'lastBillAmount'>>,
): LinkRequest {
  const { candidate, patent } = context.chosen!;
  if (context.line === 'CYLINDER' && context.search && 'address' in context.search) {
    const { region, commune, street, number } = context.search.address;
    return { line: context.line, clientCode: null, contractCode: null, patents: null, address: { region, commune, street, number } };
  }
  return {
    line: context.line,
    clientCode: candidate.clientCode,
    contractCode: candidate.contractCode,
    patents: patent ? [patent] : null,
    address: null,
    ...(context.lastBillAmount != null ? { lastBillAmount: context.lastBillAmount } : {}),
  };
}

/** The client's checks of the search form, with the spec's messages; the gateway runs the same. */
export function searchErrors(search: AccountSearch): FieldError[] {
  if ('address' in search) return addressErrors(search.address);
  return valueSearchErrors(search.by, search.value);
}

const NO_AMOUNT = { amountText: '', amountError: null, lastBillAmount: null } as const;

export const linkMachine = setup({
  types: {
    input: {} as LinkInput,
    context: {} as LinkContext,
    events: {} as LinkEvent,
    output: {} as LinkOutput,
  },
  actors: {
    search: fromPromise<SearchResult, { line: LinkLine; search: AccountSearch }>(async () => {
      throw new Error('not provided');
    }),
    link: fromPromise<SubmitResult, LinkRequest>(async () => {
      throw new Error('not provided');
    }),
  },
  guards: {
    offered: ({ context, event }) => event.type === 'search.select' && context.searches.includes(event.by),
    invalidSearch: ({ context, event }) => event.type === 'search.submit' && searchErrors(searchOf(context.by, event)).length > 0,
    // an autogas account is linked by one of its patents not linked yet; the other lines by the account
    linkable: ({ context, event }) => {
      if (event.type !== 'candidate.choose') return false;
      if (context.line !== 'AUTOGAS') return event.patent === undefined;
      return event.candidate.patents.some((p) => p.patent === event.patent && !p.linked);
    },
    hasChosen: ({ context }) => context.chosen !== null,
    searchRefused: (_, params: { result: SearchResult }) => params.result.fieldErrors.length > 0,
    linked: (_, params: { result: SubmitResult }) => params.result.ok,
    amountAsked: (_, params: { result: SubmitResult }) => amountAsked(params.result) !== null,
    amountSent: ({ context }) => context.lastBillAmount !== null,
    invalidAmount: ({ context }) => typedAmountErrors(context.amountText).length > 0,
  },
  actions: {
    selectSearch: assign(({ event }) => {
      assertEvent(event, 'search.select');
      return { by: event.by, search: null, candidates: [], message: null, fieldErrors: [], chosen: null, ...NO_AMOUNT };
    }),
    showSearchErrors: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, 'search.submit');
        return searchErrors(searchOf(context.by, event));
      },
    }),
    startSearch: assign(({ context, event }) => {
      assertEvent(event, 'search.submit');
      return { search: searchOf(context.by, event), candidates: [], message: null, fieldErrors: [], chosen: null, ...NO_AMOUNT };
    }),
    clearField: assign({
      fieldErrors: ({ context, event }) => {
        assertEvent(event, 'field.edit');
        return context.fieldErrors.filter((e) => e.field !== event.field);
      },
    }),
    choose: assign(({ event }) => {
      assertEvent(event, 'candidate.choose');
      return { chosen: { candidate: event.candidate, patent: event.patent ?? null }, ...NO_AMOUNT };
    }),
    clearFailure: assign({ failure: null }),
    editAmount: assign(({ event }) => {
      assertEvent(event, 'amount.edit');
      return { amountText: event.value, amountError: null };
    }),
    showAmountError: assign({ amountError: ({ context }) => typedAmountErrors(context.amountText)[0]?.message ?? null }),
    takeAmount: assign({ lastBillAmount: ({ context }) => parseBillAmount(context.amountText), amountError: null }),
  },
}).createMachine({
  id: 'link',
  context: ({ input }) => ({
    ...input,
    by: input.searches[0],
    search: null,
    candidates: [],
    message: null,
    fieldErrors: [],
    chosen: null,
    failure: null,
    linkedMessage: null,
    ...NO_AMOUNT,
  }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'choosing',
      states: {
        choosing: {},
        /** the chosen candidate is someone else's: the total of its last bill is typed and the link sent again */
        amount: {
          on: {
            'amount.edit': { actions: 'editAmount' },
            'amount.submit': [
              { guard: 'invalidAmount', actions: 'showAmountError' },
              { target: '#link.linking', actions: 'takeAmount' },
            ],
          },
        },
      },
      on: {
        'search.select': { guard: 'offered', target: '.choosing', actions: 'selectSearch' },
        'search.submit': [
          { guard: 'invalidSearch', actions: 'showSearchErrors' },
          { target: 'searching', actions: 'startSearch' },
        ],
        'field.edit': { actions: 'clearField' },
        'candidate.choose': { guard: 'linkable', target: '.choosing', actions: ['choose', 'clearFailure'] },
        'link.confirm': { guard: 'hasChosen', target: 'linking' },
        'notice.dismiss': { actions: 'clearFailure' },
      },
    },
    searching: {
      invoke: {
        src: 'search',
        input: ({ context }) => ({ line: context.line, search: context.search! }),
        onDone: [
          {
            guard: { type: 'searchRefused', params: ({ event }) => ({ result: event.output }) },
            target: 'ready',
            actions: assign({ fieldErrors: ({ event }) => event.output.fieldErrors }),
          },
          {
            target: 'ready',
            actions: assign({ candidates: ({ event }) => event.output.candidates, message: ({ event }) => event.output.message }),
          },
        ],
        onError: { target: 'ready', actions: assign({ message: SEARCH_FAILED }) },
      },
    },
    linking: {
      entry: 'clearFailure',
      invoke: {
        src: 'link',
        input: ({ context }) => linkRequest(context),
        onDone: [
          {
            guard: { type: 'linked', params: ({ event }) => ({ result: event.output }) },
            target: 'linked',
            actions: assign({ linkedMessage: ({ event }) => event.output.message ?? LINKED }),
          },
          // someone else's account: the amount is asked for, or was wrong; its message goes under the field
          {
            guard: { type: 'amountAsked', params: ({ event }) => ({ result: event.output }) },
            target: 'ready.amount',
            actions: assign({ amountError: ({ event }) => amountAsked(event.output) }),
          },
          // any other refusal of a link sent with an amount keeps the field and what was typed
          {
            guard: 'amountSent',
            target: 'ready.amount',
            actions: assign({ failure: ({ event }) => event.output.message ?? LINK_REFUSED }),
          },
          { target: 'ready', actions: assign({ failure: ({ event }) => event.output.message ?? LINK_REFUSED }) },
        ],
        onError: [
          { guard: 'amountSent', target: 'ready.amount', actions: assign({ failure: LINK_FAILED }) },
          { target: 'ready', actions: assign({ failure: LINK_FAILED }) },
        ],
      },
    },
    linked: { type: 'final' },
  },
  output: ({ context }) => ({ message: context.linkedMessage ?? LINKED }),
});
