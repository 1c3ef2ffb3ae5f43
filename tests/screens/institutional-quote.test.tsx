import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  CLIENT_REQUIRED,
  MATERIALS_EMPTY,
  PAYMENT_REQUIRED,
  QUANTITY_NOT_WHOLE,
  QUOTE_FAILED,
  QUOTE_SENT,
  QUOTE_TYPE_REQUIRED,
} from '../../machines/rules/quote-rules';
import { ATTACHMENT_TOO_LARGE } from '../../machines/rules/request-rules';
import { createScreenWorld, fill, renderScreen } from '../support/screen';

/** Cotizar Pedido (spec 3 §2, §4, §5) and Cotizaciones, as funcionario@ uses them. */
const FUNCIONARIO = 'funcionario@empresa.demo.cl';
const QUOTE = '/mis-servicios/cilindro/cotizar-pedido';

const select = (name: string) => screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
const optionLabels = (element: HTMLSelectElement) => [...element.options].map((o) => o.textContent);

describe('Cotizar Pedido', () => {
  it('walks a quote from the client to the confirmation, with every step checked and the total in pesos', async () => {
    const world = createScreenWorld();
    const before = world.backend.world.institutionalQuotes.length;
    const { user } = await renderScreen(QUOTE, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(CLIENT_REQUIRED)).toBeDefined();

    const clients = select('Cliente o dirección');
    await user.selectOptions(clients, clients.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(QUOTE_TYPE_REQUIRED)).toBeDefined();
    expect(screen.getByText(PAYMENT_REQUIRED)).toBeDefined();

    expect(optionLabels(select('Tipo Cotización'))).toEqual(['Selecciona un tipo de cotización', 'Cupones', 'Garantías']);
    await user.selectOptions(select('Tipo Cotización'), 'COUPONS');
    await user.selectOptions(select('Medio de Pago'), 'Contado');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });

    // coupons take a coupon type; today's price date cannot be changed
    expect(screen.getByRole('radio', { name: 'Físico' })).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Fecha de precios' }) as HTMLInputElement).readOnly).toBe(true);
    const table = screen.getByRole('table', { name: 'Materiales' });
    const quantities = within(table).getAllByRole('textbox', { name: /^Cantidad de / });
    expect(quantities.length).toBeGreaterThan(1);

    await fill(user, quantities[0]!, '2,5');
    expect(await within(table).findByText(QUANTITY_NOT_WHOLE)).toBeDefined();
    await fill(user, quantities[0]!, '3');
    const total = screen.getByText('Total').querySelector('strong')!;
    expect(total.textContent).toMatch(/^\$\d{1,3}(\.\d{3})+$/);
    await user.click(screen.getByRole('radio', { name: 'Digital' }));
    await fill(user, screen.getByRole('textbox', { name: 'Orden de compra' }), '  OC-7781  ');

    // 'Cambiar' lists the client's coupon addresses
    await user.click(screen.getByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dirección de despacho' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.length).toBeGreaterThan(1);
    await user.click(choices[1]!);
    await user.click(within(dialog).getByRole('button', { name: 'Seleccionar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 2, name: QUOTE_SENT })).toBeDefined();
    const quotes = world.backend.world.institutionalQuotes;
    expect(quotes.length).toBe(before + 1);
    const sent = quotes.at(-1)!;
    expect(sent.purchase_order).toBe('OC-7781');
    expect(sent.coupon_type).toBe('Digital');
    expect(sent.lines.filter((l) => l.quantity > 0).map((l) => l.quantity)).toEqual([3]);

    // finishing starts again with nothing left over
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    expect(select('Cliente o dirección').value).toBe('');
  });

  it('keeps what was typed when going back a step, and offers no coupon type for warranties', async () => {
    const { user } = await renderScreen(`${QUOTE}`, { as: FUNCIONARIO });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    const clients = select('Cliente o dirección');
    await user.selectOptions(clients, clients.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    await user.selectOptions(select('Tipo Cotización'), 'WARRANTIES');
    await user.selectOptions(select('Medio de Pago'), 'Contado');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    expect(screen.queryByRole('radio', { name: 'Físico' })).toBeNull();
    const quantity = screen.getAllByRole('textbox', { name: /^Cantidad de / })[0]!;
    await fill(user, quantity, '4');
    await fill(user, screen.getByRole('textbox', { name: 'Orden de compra' }), 'OC-1');

    await user.click(screen.getByRole('button', { name: 'Volver al paso 2: Tipo Cotización' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    expect(select('Tipo Cotización').value).toBe('WARRANTIES');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    expect((screen.getAllByRole('textbox', { name: /^Cantidad de / })[0] as HTMLInputElement).value).toBe('4');
    expect((screen.getByRole('textbox', { name: 'Orden de compra' }) as HTMLInputElement).value).toBe('OC-1');
  });

  it('says so when a payment method has no materials, never inventing one, and retries', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(QUOTE, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    const clients = select('Cliente o dirección');
    await user.selectOptions(clients, clients.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    await user.selectOptions(select('Tipo Cotización'), 'COUPONS');
    await user.selectOptions(select('Medio de Pago'), 'Orden de compra');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText(MATERIALS_EMPTY)).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();

    // the backend offers one now: Reintentar reads it and the form opens with it alone
    const materials = world.backend.world.institutionalMaterials;
    const cash = materials.find((m) => m.quote_type === 1 && m.payment_code === '01')!;
    materials.push({ ...cash, payment_code: '04' });
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    expect(screen.getAllByRole('textbox', { name: /^Cantidad de / })).toHaveLength(1);
  });

  it("shows the server's field error under its row and its general message at the send button, keeping what was typed", async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(QUOTE, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    const clients = select('Cliente o dirección');
    await user.selectOptions(clients, clients.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    await user.selectOptions(select('Tipo Cotización'), 'COUPONS');
    await user.selectOptions(select('Medio de Pago'), 'Contado');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    const [first] = screen.getAllByRole('textbox', { name: /^Cantidad de / });
    await fill(user, first!, '7');
    // the price changed on the backend while the form was open
    const name = first!.getAttribute('aria-label')!.replace('Cantidad de ', '');
    const material = world.backend.world.institutionalMaterials.find(
      (m) => m.name === name && m.quote_type === 1 && m.payment_code === '01',
    )!;
    material.price += 100;
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const error = await screen.findByText('El precio del material no corresponde al vigente');
    expect(first!.getAttribute('aria-describedby')).toBe(error.id);
    expect((first as HTMLInputElement).value).toBe('7');

    // a backend that cannot answer: the general message, the form kept
    world.faults.fail('/company_user/institutional/quote/create', 500);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent === QUOTE_FAILED)).toBe(true);
    expect((first as HTMLInputElement).value).toBe('7');
  });

  it('refuses an attachment over 3 MB as it is chosen', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen(QUOTE, { as: FUNCIONARIO, world });
    await screen.findByRole('heading', { level: 2, name: 'Cliente' });
    const clients = select('Cliente o dirección');
    await user.selectOptions(clients, clients.options[1]!.value);
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Tipo Cotización' });
    await user.selectOptions(select('Tipo Cotización'), 'COUPONS');
    await user.selectOptions(select('Medio de Pago'), 'Contado');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    const big = new File([new Uint8Array(3_072_001)], 'orden.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Adjunto'), big);
    expect(await screen.findByText(ATTACHMENT_TOO_LARGE)).toBeDefined();
    expect(screen.queryByText(/Archivo adjunto:/)).toBeNull();
  });
});

describe('Cotizaciones', () => {
  it('lists the quotes of the period, opens one with its materials, and completes one saved for later', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios/cilindro/cotizaciones', { as: FUNCIONARIO, world });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N° cotización', 'Fecha', 'Tipo', 'Estado', 'N° de pedido', 'Total', 'Detalle']);
    const complete = within(table).getByRole('link', { name: /^Completar y enviar la cotización/ });
    const number = complete.getAttribute('aria-label')!.split(' ').at(-1)!;
    await user.click(within(table).getByRole('link', { name: `Ver detalle de la cotización ${number}` }));
    await screen.findByRole('heading', { level: 2, name: `Cotización N° ${number}` });
    expect(await screen.findByRole('table', { name: 'Materiales' })).toBeDefined();

    await user.click(screen.getByRole('link', { name: 'Completar y enviar' }));
    await screen.findByRole('heading', { level: 2, name: 'Formulario' });
    const quantity = screen.getAllByRole('textbox', { name: /^Cantidad de / }).find((input) => (input as HTMLInputElement).value !== '')!;
    expect(quantity).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 2, name: QUOTE_SENT })).toBeDefined();
    const saved = world.backend.world.institutionalQuotes.find((q) => q.quote_number === number)!;
    expect(saved.state).not.toBe('Pendiente de envío');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ver Cotizaciones' })).toBeDefined());
  });

  it('searches by order number and asks for one when it is empty', async () => {
    const world = createScreenWorld();
    const ordered = world.backend.world.institutionalQuotes.find((q) => q.order_number)!;
    const { user } = await renderScreen('/mis-servicios/cilindro/cotizaciones', { as: FUNCIONARIO, world });
    await screen.findByRole('table');
    const form = screen.getByRole('form', { name: 'Cotizaciones por número de pedido' });
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(await within(form).findByText('Debes ingresar un número de pedido')).toBeDefined();
    await fill(user, within(form).getByRole('textbox', { name: 'N° de pedido' }), ordered.order_number!);
    await user.click(within(form).getByRole('button', { name: 'Buscar' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByRole('table')).getByText(ordered.quote_number)).toBeDefined();
  });
});
