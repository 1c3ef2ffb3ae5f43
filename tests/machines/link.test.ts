import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, toPromise, waitFor } from 'xstate';
import { BILL_AMOUNT_INVALID, BILL_AMOUNT_TOO_HIGH, parseBillAmount, typedAmountErrors } from '../../machines/rules/bill-amount';
import {
  LINK_FAILED,
  LINKED,
  linkMachine,
  SEARCH_FAILED,
  type AccountSearch,
  type LinkCandidate,
  type LinkInput,
  type LinkRequest,
  type SearchResult,
} from '../../machines/link.machine';
import type { SubmitResult } from '../../machines/types';
import { replayGraph } from '../support/machine-graph';
import { nth } from '../support/items';

const meterLine: LinkInput = { line: 'METER', searches: ['CONTRACT_CODE', 'METER_SERIAL', 'ADDRESS'] };
const autogasLine: LinkInput = { line: 'AUTOGAS', searches: ['PATENT', 'RUT'] };
const cylinderLine: LinkInput = { line: 'CYLINDER', searches: ['ADDRESS', 'CLIENT_CODE'] };
const meter: LinkCandidate = {
  id: 'METER:7',
  line: 'METER',
  clientCode: '12560138',
  contractCode: '889',
  clientId: 7,
  holderName: 'Ana Rojas',
  address: 'LOS ALERCES 120',
  city: 'Temuco',
  patents: [],
};
const car: LinkCandidate = {
  ...meter,
  id: 'AUTOGAS:9',
  line: 'AUTOGAS',
  clientCode: '55',
  contractCode: null,
  clientId: 9,
  patents: [
    { patent: 'ABCD12', contractNumber: 'C1', linked: false },
    { patent: 'WXYZ98', contractNumber: 'C2', linked: true },
  ],
};
const found = (candidates: LinkCandidate[], message: string | null = null): SearchResult => ({ candidates, message, fieldErrors: [] });
const ok: SubmitResult = { ok: true, message: null, fieldErrors: [] };
const address = { region: '09', commune: 'TEMUCO', street: 'LOS ALERCES', number: '120' };
const cylinder: LinkCandidate = { ...meter, id: 'CYLINDER:11', line: 'CYLINDER', clientCode: '700', contractCode: null, clientId: 11 };
const AMOUNT_NEEDED = 'Este servicio está a nombre de otra persona: ingresa el monto total de su última boleta para asociarlo';
const AMOUNT_WRONG = 'El monto no corresponde a la última boleta de este servicio';
/** the answer of a link of someone else's account: the amount asked for (or wrong), under its field */
const amountAnswer = (message: string): SubmitResult => ({ ok: false, message, fieldErrors: [{ field: 'lastBillAmount', message }] });

function start(input: LinkInput, answers: { search?: () => Promise<SearchResult>; link?: () => Promise<SubmitResult> } = {}) {
  const searches: Array<{ line: string; search: AccountSearch }> = [];
  const links: LinkRequest[] = [];
  const machine = linkMachine.provide({
    actors: {
      search: fromPromise(async ({ input }) => {
        searches.push(input);
        return (answers.search ?? (async () => found([meter])))();
      }),
      link: fromPromise(async ({ input }) => {
        links.push(input);
        return (answers.link ?? (async () => ok))();
      }),
    },
  });
  return { actor: createActor(machine, { input, clock: new SimulatedClock() }).start(), searches, links };
}

describe('link machine: searching', () => {
  it("starts on the line's first search type and switches only to the line's others, clearing the results", async () => {
    const { actor } = start(meterLine);
    expect(actor.getSnapshot().context.by).toBe('CONTRACT_CODE');
    actor.send({ type: 'search.submit', value: '889' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.candidates.length > 0);
    expect(actor.getSnapshot().can({ type: 'search.select', by: 'PATENT' })).toBe(false);
    actor.send({ type: 'search.select', by: 'ADDRESS' });
    expect(actor.getSnapshot().context).toMatchObject({ by: 'ADDRESS', candidates: [], search: null, message: null });
  });

  it('checks the form before calling: required value, RUT check digit, the address rules; an edit clears its field', () => {
    const { actor, searches } = start({ line: 'BULK', searches: ['RUT', 'ADDRESS'] });
    actor.send({ type: 'search.submit', value: '  ' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'value', message: 'Campo requerido' }]);
    actor.send({ type: 'search.submit', value: '12345678-9' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([{ field: 'value', message: 'El rut ingresado no es válido' }]);
    actor.send({ type: 'search.select', by: 'ADDRESS' });
    actor.send({ type: 'search.submit', address: { ...address, commune: '', number: '' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual([
      { field: 'street', message: 'Antes de ingresar la calle debe seleccionar una comuna' },
      { field: 'number', message: 'El número es requerido' },
    ]);
    actor.send({ type: 'field.edit', field: 'number' });
    expect(actor.getSnapshot().context.fieldErrors.map((e) => e.field)).toEqual(['street']);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(searches).toEqual([]);
  });

  it("searches by address with the line and shows the candidates, or the server's note", async () => {
    const { actor, searches } = start(
      { line: 'CYLINDER', searches: ['ADDRESS', 'CLIENT_CODE'] },
      { search: async () => found([], 'No se encontraron resultados') },
    );
    actor.send({ type: 'search.submit', value: 'ignored', address });
    expect(actor.getSnapshot().matches('searching')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'search.submit', address })).toBe(false);
    await waitFor(actor, (s) => s.matches('ready'));
    expect(searches).toEqual([{ line: 'CYLINDER', search: { by: 'ADDRESS', address } }]);
    expect(actor.getSnapshot().context).toMatchObject({ candidates: [], message: 'No se encontraron resultados' });
  });

  it("puts the server's field errors under the fields", async () => {
    const refused = { candidates: [], message: null, fieldErrors: [{ field: 'value', message: 'Código inválido' }] };
    const { actor } = start(meterLine, { search: async () => refused });
    actor.send({ type: 'search.submit', value: '1' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual(refused.fieldErrors);
  });

  it('keeps what was typed when the search fails, with the general message', async () => {
    const { actor } = start(meterLine, { search: async () => Promise.reject(new Error('503')) });
    actor.send({ type: 'search.submit', value: '12560138' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context).toMatchObject({
      search: { by: 'CONTRACT_CODE', value: '12560138' },
      candidates: [],
      message: SEARCH_FAILED,
    });
  });
});

describe('link machine: linking', () => {
  it('links the chosen account and ends with the banner text', async () => {
    const { actor, links } = start(meterLine);
    expect(actor.getSnapshot().can({ type: 'link.confirm' })).toBe(false);
    actor.send({ type: 'candidate.choose', candidate: meter });
    actor.send({ type: 'link.confirm' });
    expect(actor.getSnapshot().can({ type: 'candidate.choose', candidate: meter })).toBe(false);
    await expect(toPromise(actor)).resolves.toEqual({ message: LINKED });
    expect(links).toEqual([{ line: 'METER', clientCode: '12560138', contractCode: '889', patents: null, address: null }]);
  });

  it('links an autogas account by one of its patents not linked yet', async () => {
    const { actor, links } = start(autogasLine, { link: async () => ({ ...ok, message: 'Patente asociada' }) });
    const s = actor.getSnapshot();
    expect(s.can({ type: 'candidate.choose', candidate: car })).toBe(false);
    expect(s.can({ type: 'candidate.choose', candidate: car, patent: 'WXYZ98' })).toBe(false);
    actor.send({ type: 'candidate.choose', candidate: car, patent: 'ABCD12' });
    actor.send({ type: 'link.confirm' });
    await expect(toPromise(actor)).resolves.toEqual({ message: 'Patente asociada' });
    expect(links).toEqual([{ line: 'AUTOGAS', clientCode: '55', contractCode: null, patents: ['ABCD12'], address: null }]);
  });

  it('links a cylinder found by its address by that address alone, and one found by its code by the code', async () => {
    const byAddress = start(cylinderLine, { search: async () => found([cylinder]) });
    byAddress.actor.send({ type: 'search.submit', address: { ...address, dept: '12' } });
    await waitFor(byAddress.actor, (s) => s.matches('ready') && s.context.candidates.length > 0);
    byAddress.actor.send({ type: 'candidate.choose', candidate: cylinder });
    byAddress.actor.send({ type: 'link.confirm' });
    await toPromise(byAddress.actor);
    expect(byAddress.links).toEqual([{ line: 'CYLINDER', clientCode: null, contractCode: null, patents: null, address }]);

    const byCode = start(cylinderLine, { search: async () => found([cylinder]) });
    byCode.actor.send({ type: 'search.select', by: 'CLIENT_CODE' });
    byCode.actor.send({ type: 'search.submit', value: '700' });
    await waitFor(byCode.actor, (s) => s.matches('ready') && s.context.candidates.length > 0);
    byCode.actor.send({ type: 'candidate.choose', candidate: cylinder });
    byCode.actor.send({ type: 'link.confirm' });
    await toPromise(byCode.actor);
    expect(byCode.links).toEqual([{ line: 'CYLINDER', clientCode: '700', contractCode: null, patents: null, address: null }]);
  });

  it("shows the server's refusal keeping the search, the results and the choice; a second try can succeed", async () => {
    let answer: SubmitResult = { ok: false, message: 'Este servicio ya se encuentra asociado a otra cuenta', fieldErrors: [] };
    const { actor, links } = start(meterLine, { link: async () => answer });
    actor.send({ type: 'search.submit', value: '889' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.candidates.length > 0);
    actor.send({ type: 'candidate.choose', candidate: meter });
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      failure: 'Este servicio ya se encuentra asociado a otra cuenta',
      search: { by: 'CONTRACT_CODE', value: '889' },
      candidates: [meter],
      chosen: { candidate: meter, patent: null },
    });
    answer = ok;
    actor.send({ type: 'link.confirm' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await expect(toPromise(actor)).resolves.toEqual({ message: LINKED });
    expect(links).toHaveLength(2);
  });

  it('says to try later when the link call fails; the notice can be dismissed', async () => {
    const { actor } = start(meterLine, { link: async () => Promise.reject(new Error('timeout')) });
    actor.send({ type: 'candidate.choose', candidate: meter });
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.failure).toBe(LINK_FAILED);
    actor.send({ type: 'notice.dismiss' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});

describe("link machine: someone else's account asks for its last bill's total (issue 38, item 1)", () => {
  /** a meter found by its code and linked: the backend answers with the given results, one per link */
  async function askedForAmount(results: Array<SubmitResult | Error>) {
    const queue = [amountAnswer(AMOUNT_NEEDED), ...results];
    const started = start(meterLine, {
      link: async () => {
        const next = queue.shift() ?? ok;
        if (next instanceof Error) throw next;
        return next;
      },
    });
    const { actor } = started;
    actor.send({ type: 'search.submit', value: '889' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.candidates.length > 0);
    actor.send({ type: 'candidate.choose', candidate: meter });
    actor.send({ type: 'link.confirm' });
    await waitFor(actor, (s) => s.matches({ ready: 'amount' }));
    return started;
  }

  it('shows the field under the chosen candidate with the server message, keeping the search, the results and the choice', async () => {
    const { actor, links } = await askedForAmount([]);
    expect(actor.getSnapshot().context).toMatchObject({
      amountError: AMOUNT_NEEDED,
      amountText: '',
      failure: null,
      search: { by: 'CONTRACT_CODE', value: '889' },
      candidates: [meter],
      chosen: { candidate: meter, patent: null },
    });
    // the first link went without an amount
    expect(links).toEqual([{ line: 'METER', clientCode: '12560138', contractCode: '889', patents: null, address: null }]);
  });

  it('checks what was typed before sending: required, pesos without decimals, within bounds; typing clears the message', async () => {
    const { actor, links } = await askedForAmount([]);
    const tries: Array<[string, string]> = [
      ['', 'Campo requerido'],
      ['45,5', BILL_AMOUNT_INVALID],
      ['-45230', BILL_AMOUNT_INVALID],
      ['cuarenta', BILL_AMOUNT_INVALID],
      ['100.000.000', BILL_AMOUNT_TOO_HIGH],
    ];
    for (const [typed, message] of tries) {
      actor.send({ type: 'amount.edit', value: typed });
      expect(actor.getSnapshot().context.amountError).toBeNull();
      actor.send({ type: 'amount.submit' });
      expect(actor.getSnapshot().context.amountError, typed).toBe(message);
      expect(actor.getSnapshot().matches({ ready: 'amount' })).toBe(true);
    }
    expect(links).toHaveLength(1);
  });

  it('Vincular sends the link again with the amount in whole pesos, and ends with the banner', async () => {
    const { actor, links } = await askedForAmount([ok]);
    actor.send({ type: 'amount.edit', value: '$ 45.230' });
    actor.send({ type: 'amount.submit' });
    await expect(toPromise(actor)).resolves.toEqual({ message: LINKED });
    expect(links.at(-1)).toEqual({
      line: 'METER',
      clientCode: '12560138',
      contractCode: '889',
      patents: null,
      address: null,
      lastBillAmount: 45230,
    });
  });

  it('keeps the field and what was typed when the amount is wrong, another refusal comes or the call fails', async () => {
    const { actor, links } = await askedForAmount([
      amountAnswer(AMOUNT_WRONG),
      { ok: false, message: 'Este servicio ya se encuentra asociado a otra cuenta', fieldErrors: [] },
      new Error('timeout'),
      ok,
    ]);
    actor.send({ type: 'amount.edit', value: '45230' });
    actor.send({ type: 'amount.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'amount' }));
    expect(actor.getSnapshot().context).toMatchObject({ amountError: AMOUNT_WRONG, amountText: '45230', failure: null });
    actor.send({ type: 'amount.edit', value: '45231' });
    actor.send({ type: 'amount.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'amount' }));
    expect(actor.getSnapshot().context).toMatchObject({
      amountText: '45231',
      failure: 'Este servicio ya se encuentra asociado a otra cuenta',
    });
    actor.send({ type: 'amount.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'amount' }));
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '45231', failure: LINK_FAILED, chosen: { candidate: meter } });
    actor.send({ type: 'amount.submit' });
    await expect(toPromise(actor)).resolves.toEqual({ message: LINKED });
    expect(links.slice(1).map((l) => l.lastBillAmount)).toEqual([45230, 45231, 45231, 45231]);
  });

  it('drops the amount when another candidate is chosen or the search changes', async () => {
    const other: LinkCandidate = { ...meter, id: 'METER:8', clientCode: '12560139', clientId: 8 };
    const { actor, links } = await askedForAmount([ok]);
    actor.send({ type: 'amount.edit', value: '45230' });
    actor.send({ type: 'candidate.choose', candidate: other });
    expect(actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ amountText: '', amountError: null, lastBillAmount: null });
    actor.send({ type: 'link.confirm' });
    await toPromise(actor);
    expect(links.at(-1)).not.toHaveProperty('lastBillAmount');

    const again = await askedForAmount([]);
    again.actor.send({ type: 'search.select', by: 'METER_SERIAL' });
    expect(again.actor.getSnapshot().matches({ ready: 'choosing' })).toBe(true);
  });

  it('reads the pesos as typed in Chile: digits, thousands dots, a peso sign', () => {
    expect(['45230', '45.230', '$45.230', ' $ 1.045.230 ', '0'].map(parseBillAmount)).toEqual([45230, 45230, 45230, 1045230, 0]);
    expect(['45,5', '45.23', '4.5230', '1e5', '-3', '$', ''].map(parseBillAmount)).toEqual([null, null, null, null, null, null, null]);
    expect(typedAmountErrors('$ 99.999.999')).toEqual([]);
    expect(typedAmountErrors('1234567890123')).toEqual([{ field: 'lastBillAmount', message: 'Máximo 12 caracteres' }]);
  });
});

describe('link machine, every path of its graph', async () => {
  const run = await replayGraph(linkMachine, {
    inputs: [meterLine, autogasLine],
    events: [
      { type: 'search.select', by: 'ADDRESS' },
      { type: 'search.select', by: 'RUT' },
      { type: 'search.submit', value: '889', address },
      { type: 'search.submit', value: '' },
      { type: 'field.edit', field: 'value' },
      { type: 'candidate.choose', candidate: meter },
      { type: 'candidate.choose', candidate: car, patent: 'ABCD12' },
      { type: 'link.confirm' },
      // the field starts empty: submitting it so takes the rule's branch, this edit the one that links
      { type: 'amount.edit', value: '45.230' },
      { type: 'amount.submit' },
      { type: 'notice.dismiss' },
    ],
    outputs: {
      search: [
        found([meter]),
        found([], 'No se encontraron resultados'),
        { candidates: [], message: null, fieldErrors: [{ field: 'value', message: 'Código inválido' }] },
      ],
      link: [ok, { ok: false, message: null, fieldErrors: [] }, amountAnswer(AMOUNT_NEEDED)],
    },
    // back from a link sent with an amount, the screen is one already explored but for the amount kept: stop there
    stopWhen: (s) => s.context.lastBillAmount !== null && s.matches('ready'),
  });

  it('reaches every state and takes every transition', () => {
    expect(run.missing).toEqual([]);
  });

  it('links only what was chosen, on the line of the screen', () => {
    const linked = run.paths.filter((p) => p.snapshot.status === 'done');
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.some((p) => (p.calls.at(-1)?.input as LinkRequest).lastBillAmount === 45230)).toBe(true);
    for (const path of linked) {
      expect(path.snapshot.output).toEqual({ message: LINKED });
      const input =
        path.input === autogasLine
          ? { line: 'AUTOGAS', clientCode: '55', contractCode: null, patents: ['ABCD12'], address: null }
          : { line: 'METER', clientCode: '12560138', contractCode: '889', patents: null, address: null };
      // with the amount when the link was sent again from its field: the only amount the graph types that the rule takes
      const last = path.calls.at(-1);
      expect(last?.src).toBe('link');
      const sent = last?.input as LinkRequest;
      expect(sent).toEqual(sent.lastBillAmount === undefined ? input : { ...input, lastBillAmount: 45230 });
      if (sent.lastBillAmount !== undefined) expect(path.events.at(-2)?.type).toBe('amount.submit');
    }
  });

  it('keeps the search, the results and the choice through every failure', () => {
    const failures = run.paths.flatMap((p) =>
      p.steps
        .slice(1)
        .map((step, i) => ({ before: nth(p.steps, i, 'step').snapshot.context, ...step }))
        .filter((s) => s.event.type.startsWith('xstate.error.actor.')),
    );
    expect(failures.map((f) => f.event.type)).toEqual(
      expect.arrayContaining(['xstate.error.actor.0.link.searching', 'xstate.error.actor.0.link.linking']),
    );
    for (const { before, snapshot } of failures) {
      expect(snapshot.context).toMatchObject({
        search: before.search,
        chosen: before.chosen,
        fieldErrors: before.fieldErrors,
        amountText: before.amountText,
      });
      expect(snapshot.context.message ?? snapshot.context.failure).not.toBeNull();
    }
  });
});
