import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';
import { chileDay } from '../../machines/rules/chile-time';

function firstClient(world: ScreenWorld) {
  const data = world.backend.world;
  const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return data.accounts.find((a) => a.id === person.linked.housing[0])!;
}
afterEach(() => vi.restoreAllMocks());
/** the forms posted in a new tab (the payment portal), caught before happy-dom would navigate */
function postedForms(): Array<{ action: string; fields: Record<string, string> }> {
  const posted: Array<{ action: string; fields: Record<string, string> }> = [];
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    posted.push({ action: this.action, fields: Object.fromEntries([...this.querySelectorAll('input')].map((i) => [i.name, i.value])) });
  });
  return posted;
}
const rows = async () => (await screen.findAllByRole('row')).slice(1);

describe('/mis-servicios/granel/historial-pagos', () => {
  it('shows the paid documents, 10 a page, with days late only above 0', async () => {
    const world = createScreenWorld();
    await renderScreen('/mis-servicios/granel/historial-pagos', { as: 'cliente@demo.cl', world });
    const paid = world.backend.world.bulkDocuments.filter((d) => d.account === firstClient(world).id && d.paidDaysAgo !== null);
    expect(paid.length).toBe(10);
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      'Clase',
      'N° documento',
      'Fecha emisión',
      'Fecha vencimiento',
      'Valor',
      'Días de atraso',
      'Fecha de pago',
      'Descargar',
    ]);
    const lateCells = (await rows()).map((r) => within(r).getAllByRole('cell')[5]!.querySelector('.cell-value')!.textContent);
    expect(lateCells.every((t) => t === '' || Number(t) > 0)).toBe(true);
  });
});

describe('/mis-servicios/granel/detalle-deuda', () => {
  it("totals the chosen documents and enables 'Pagar' only with a choice; paying opens the portal, then asks to wait", async () => {
    const world = createScreenWorld();
    const posted = postedForms();
    const { user } = await renderScreen('/mis-servicios/granel/detalle-deuda', { as: 'cliente@demo.cl', world });
    const owed = world.backend.world.bulkDocuments.filter((d) => d.account === firstClient(world).id && d.paidDaysAgo === null);
    await waitFor(async () => expect(await rows()).toHaveLength(owed.length));
    const pay = screen.getByRole('button', { name: 'Pagar' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    const first = owed[0]!;
    await user.click(screen.getByRole('checkbox', { name: `Pagar documento ${first.doc_number}` }));
    expect(pay.disabled).toBe(false);
    const total = first.value + first.interest + first.spented;
    expect(screen.getByText(/Total a pagar/).textContent).toContain(total.toLocaleString('de-DE'));
    await user.click(pay);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.fields).toMatchObject({
      codCliente: firstClient(world).client_cod,
      documentos: first.folio_number,
      cantidadDocumentos: '1',
    });
    await user.click(pay);
    expect(await screen.findByText(/Se detectó la apertura del Portal de Pagos. Reintenta en \d/)).toBeDefined();
  });

  it('says a chosen document was already paid and reads the debt again', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/granel/detalle-deuda', { as: 'cliente@demo.cl', world });
    const owed = world.backend.world.bulkDocuments.filter((d) => d.account === firstClient(world).id && d.paidDaysAgo === null);
    await waitFor(async () => expect(await rows()).toHaveLength(owed.length));
    await user.click(screen.getByRole('checkbox', { name: `Pagar documento ${owed[0]!.doc_number}` }));
    owed[0]!.paidDaysAgo = 0; // paid elsewhere meanwhile
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByText('Una de las deudas seleccionadas ya ha sido pagada')).toBeDefined();
    await waitFor(async () => expect(await rows()).toHaveLength(owed.length - 1));
  });
});

describe('/mis-servicios/granel/variacion-precio', () => {
  it('lists date and price', async () => {
    const world = createScreenWorld();
    await renderScreen('/mis-servicios/granel/variacion-precio', { as: 'cliente@demo.cl', world });
    await waitFor(async () => expect(await rows()).toHaveLength(12));
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Fecha', 'Precio']);
  });
});

describe('/mis-servicios/granel/cuenta-corriente', () => {
  it('shows 3 months by default, more with a longer period, a detail link only for FACTURA and NOTA DE CREDITO', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/granel/cuenta-corriente', { as: 'cliente@demo.cl', world });
    const docs = world.backend.world.bulkDocuments.filter((d) => d.account === firstClient(world).id);
    const inThree = docs.filter((d) => d.issuedDaysAgo <= 90);
    await waitFor(async () => expect(await rows()).toHaveLength(inThree.length));
    await user.selectOptions(screen.getByLabelText('Periodo'), '12 meses');
    await user.click(screen.getByRole('button', { name: 'Ver documentos' }));
    await waitFor(async () => expect(await rows()).toHaveLength(10));
    for (const row of await rows()) {
      const cls = within(row).getAllByRole('cell')[0]!.querySelector('.cell-value')!.textContent;
      expect(within(row).queryByRole('link') !== null).toBe(cls === 'FACTURA' || cls === 'NOTA DE CREDITO');
    }
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toBeDefined();
  });

  it('says the client is not associated when a notification names someone else’s', async () => {
    const world = createScreenWorld();
    await renderScreen('/mis-servicios/granel/cuenta-corriente?cliente=999999&periodo=6', { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('El cliente no está asociado a la cuenta')).toBeDefined();
  });

  it('shows a document with the downloads its files allow', async () => {
    const world = createScreenWorld();
    const account = firstClient(world);
    const doc = world.backend.world.bulkDocuments.find((d) => d.account === account.id && d.class_description === 'FACTURA' && d.hasPdf)!;
    const year = chileDay(Date.now() - doc.issuedDaysAgo * 86_400_000).slice(0, 4);
    await renderScreen(`/mis-servicios/granel/cuenta-corriente/${doc.doc_number}/${year}/${account.client_cod}`, {
      as: 'cliente@demo.cl',
      world,
    });
    expect(await screen.findByRole('button', { name: 'Descargar documento' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Descargar guía de despacho' }) !== null).toBe(doc.hasGuide);
  });
});
