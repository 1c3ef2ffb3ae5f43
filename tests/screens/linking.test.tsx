import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { REGIONS } from '../../fixtures/core/geo';
import { createScreenWorld, currentPath, fill, renderScreen, type ScreenWorld } from '../support/screen';

const UNAVAILABLE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/** nuevo@demo.cl has accounts in the world under their RUT that are not linked to them yet. */
function unlinkedMeterOfNuevo(world: ScreenWorld) {
  const nuevo = world.backend.world.persons.find((p) => p.email === 'nuevo@demo.cl')!;
  return world.backend.world.accounts.find((a) => a.line === 'meter' && a.client_rut === nuevo.dni)!;
}

async function searchRegion() {
  return screen.findByRole('region', { name: 'Buscar servicio' });
}

/** The cylinder search by address, in Ñuñoa: its street field, where suggestions come. */
async function cylinderStreet() {
  const { user } = await renderScreen('/adminitracion_cuentas/cilindro/asociar', { as: 'nuevo@demo.cl' });
  const search = await searchRegion();
  await user.selectOptions(within(search).getByLabelText('Región'), 'RM');
  await user.selectOptions(within(search).getByLabelText('Comuna'), 'Ñuñoa');
  return { user, search, street: within(search).getByRole('combobox', { name: 'Calle' }) as HTMLInputElement };
}

describe('/adminitracion_cuentas/{service}/asociar', () => {
  it('requires a search term', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl' });
    const search = await searchRegion();
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await within(search).findByText('Campo requerido')).toBeDefined();
  });

  it('says so when nothing matches', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl' });
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), '99999999');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect((await within(search).findByRole('status')).textContent).toBe('No encontramos servicios con los datos ingresados');
  });

  it('shows the server error when the search fails', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/meter/search');
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), '12560138');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect((await within(search).findByRole('status')).textContent).toBe(UNAVAILABLE);
    // nothing typed is lost: the same search can be sent again
    expect((within(search).getByRole('textbox', { name: 'N° Cliente' }) as HTMLInputElement).value).toBe('12560138');
  });

  it('refuses a RUT with a wrong check digit before searching', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/adminitracion_cuentas/granel/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await user.click(within(search).getByRole('radio', { name: 'Rut' }));
    await fill(user, within(search).getByRole('textbox', { name: 'Rut' }), '192345679');
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await within(search).findByText('El rut ingresado no es válido')).toBeDefined();
    expect((within(search).getByRole('textbox', { name: 'Rut' }) as HTMLInputElement).value).toBe('19234567-9');
  });

  it('keeps the choice and the results when linking fails, with the spec message', async () => {
    const world = createScreenWorld();
    const account = unlinkedMeterOfNuevo(world);
    world.faults.fail('/bussines_line/meter/store');
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), account.contract_cod!);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('button', { name: `Asociar N° Cliente ${account.client_cod}` }));
    expect(await screen.findByText('No fue posible asociar el servicio. Por favor intenta más tarde')).toBeDefined();
    expect(within(search).getByRole('button', { name: `Asociar N° Cliente ${account.client_cod}` })).toBeDefined();
    expect(currentPath()).toBe('/adminitracion_cuentas/medidor/asociar');
  });

  it('finds an account by its number and links it, back on /mis-servicios with the notice', async () => {
    const world = createScreenWorld();
    const account = unlinkedMeterOfNuevo(world);
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), account.contract_cod!);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('button', { name: `Asociar N° Cliente ${account.client_cod}` }));
    expect(await screen.findByText('El servicio se ha vinculado a tu cuenta correctamente')).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios');
  });

  it('finds a meter by the N° Cliente the screen itself shows (issue 9, item 1)', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl' });
    const suggested = await screen.findByRole('region', { name: 'Servicios a tu nombre' });
    const shown = /N° Cliente (\d+)/.exec(suggested.textContent ?? '')?.[1] ?? '';
    expect(shown).toMatch(/^\d{8}$/);
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), shown);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await within(search).findByRole('button', { name: `Asociar N° Cliente ${shown}` })).toBeDefined();
  });

  it('asks for the comuna before the street in an address search', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro/asociar', { as: 'nuevo@demo.cl' });
    const search = await searchRegion();
    await user.type(within(search).getByLabelText('Calle'), 'los');
    expect(await within(search).findByText('Antes de ingresar la calle debe seleccionar una comuna')).toBeDefined();
    // the street cannot be typed before a commune is chosen (issue 9, item 11)
    expect((within(search).getByLabelText('Calle') as HTMLInputElement).value).toBe('');
  });

  it('links a cylinder found by its address by that address alone (issue 9, item 10)', async () => {
    const world = createScreenWorld();
    const nuevo = world.backend.world.persons.find((p) => p.email === 'nuevo@demo.cl')!;
    const account = world.backend.world.accounts.find((a) => a.line === 'cylinder' && a.client_rut === nuevo.dni)!;
    const region = REGIONS.find((r) => r.code === account.region_cod)!;
    const dispatch = vi.spyOn(world.backend, 'dispatch');
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await user.selectOptions(within(search).getByLabelText('Región'), region.name);
    await user.selectOptions(within(search).getByLabelText('Comuna'), account.comune);
    await fill(user, within(search).getByLabelText('Calle'), account.street);
    await fill(user, within(search).getByLabelText('Número'), account.number);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('button', { name: `Asociar N° Cliente ${account.client_cod}` }));
    expect(await screen.findByText('El servicio se ha vinculado a tu cuenta correctamente')).toBeDefined();
    expect(nuevo.linked.cylinder).toEqual([account.id]);
    const stored = dispatch.mock.calls.map(([request]) => request).filter((r) => r.path === '/bussines_line/cylinder/store');
    expect(stored.map((r) => r.body)).toEqual([
      expect.objectContaining({ address: expect.objectContaining({ street: account.street.toUpperCase(), number: account.number }) }),
    ]);
    expect(stored[0]?.body).not.toHaveProperty('client_cod');
  });

  it('closes the street suggestions once one is chosen or they are dismissed (they float over the fields below: issue 9, item 15)', async () => {
    const { user, search, street } = await cylinderStreet();
    expect(street.getAttribute('aria-expanded')).toBe('false');
    await user.type(street, 'av.');
    const list = await within(search).findByRole('listbox', { name: 'Calles sugeridas' });
    // the street names the list it opened, and a screen reader is told it came
    expect(street.getAttribute('aria-controls')).toBe(list.id);
    expect(street.getAttribute('aria-expanded')).toBe('true');
    const count = within(list).getAllByRole('option').length;
    expect(within(search).getByRole('status').textContent).toBe(
      `${count} ${count === 1 ? 'calle sugerida' : 'calles sugeridas'}: elige con las flechas y Enter`,
    );
    await user.keyboard('{Escape}');
    expect(street.getAttribute('aria-controls')).toBeNull();
    expect(within(search).queryByRole('listbox', { name: 'Calles sugeridas' })).toBeNull();
    await user.type(street, ' g');
    const chosen = within(await within(search).findByRole('listbox', { name: 'Calles sugeridas' })).getAllByRole('option')[0]!;
    const name = chosen.textContent;
    await user.click(chosen);
    expect(street.value).toBe(name);
    expect(within(search).queryByRole('listbox', { name: 'Calles sugeridas' })).toBeNull();
  });

  it('goes through the street suggestions with the arrows, the focus staying in the street, and takes one with Enter', async () => {
    const { user, search, street } = await cylinderStreet();
    await user.type(street, 'av.');
    const options = within(await within(search).findByRole('listbox', { name: 'Calles sugeridas' })).getAllByRole('option');
    expect(options.length).toBeGreaterThan(1);
    const shown = () => street.getAttribute('aria-activedescendant');
    expect(shown()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // past the first, up wraps to the last
    expect(shown()).toBe(options.at(-1)!.id);
    await user.keyboard('{ArrowDown}');
    expect(shown()).toBe(options[0]!.id);
    expect(document.activeElement).toBe(street);
    await user.keyboard('{Enter}');
    // Enter took the street; it did not send the form, which would say the number is missing
    expect(street.value).toBe(options[0]!.textContent);
    expect(within(search).queryByRole('listbox', { name: 'Calles sugeridas' })).toBeNull();
    expect(shown()).toBeNull();
    expect(within(search).queryByText('El número es requerido')).toBeNull();
    // the arrows open the list again, from the last with up
    await user.type(street, '{Backspace}');
    await within(search).findByRole('listbox', { name: 'Calles sugeridas' });
    await user.keyboard('{Escape}{ArrowUp}');
    const again = within(within(search).getByRole('listbox', { name: 'Calles sugeridas' })).getAllByRole('option');
    expect(shown()).toBe(again.at(-1)!.id);
    // with none shown as chosen, Enter sends the form
    await user.keyboard('{Escape}{Enter}');
    expect(await within(search).findByText('El número es requerido')).toBeDefined();
  });

  it('describes a region or commune left empty in the help form by its error, as the other fields (issue 9, item 15)', async () => {
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro/asociar', { as: 'nuevo@demo.cl' });
    await user.click(await screen.findByText('¿No encuentras tu servicio? Te ayudamos'));
    const help = screen.getByText('¿No encuentras tu servicio? Te ayudamos').closest('details')!;
    await user.click(within(help).getByRole('button', { name: 'Enviar solicitud' }));
    const region = within(help).getByLabelText('Región');
    await waitFor(() => expect(region.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(region.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Campo requerido');
    const commune = within(help).getByLabelText('Comuna');
    expect(document.getElementById(commune.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Campo requerido');
  });

  it('without its suggestions, says so in their place with a retry and still searches (issue 38, item 7)', async () => {
    const world = createScreenWorld();
    world.faults.fail('/bussines_line/housing/recomended');
    const { user } = await renderScreen('/adminitracion_cuentas/granel/asociar', { as: 'nuevo@demo.cl', world });
    const suggested = await screen.findByRole('region', { name: 'Servicios a tu nombre' });
    const alert = within(suggested).getByRole('alert');
    expect(within(alert).getByText(UNAVAILABLE)).toBeDefined();
    expect(within(await searchRegion()).getByRole('button', { name: 'Buscar' })).toBeDefined();
    world.faults.clear();
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect((await within(suggested).findAllByRole('button', { name: /^Asociar N° Cliente/ })).length).toBeGreaterThan(0);
  });

  it('without the regions, shows the rest: suggestions, the search by code, and the address search and help box say so with a retry (issue 38, item 7)', async () => {
    const world = createScreenWorld();
    world.faults.fail('/regions');
    const account = world.backend.world.accounts.find(
      (a) => a.line === 'cylinder' && a.client_rut === world.backend.world.persons.find((p) => p.email === 'nuevo@demo.cl')!.dni,
    )!;
    const { user } = await renderScreen('/adminitracion_cuentas/cilindro/asociar', { as: 'nuevo@demo.cl', world });
    expect(await screen.findByRole('heading', { name: 'Asociar cuenta de Cilindro' })).toBeDefined();
    expect(await screen.findByRole('region', { name: 'Servicios a tu nombre' })).toBeDefined();
    const search = await searchRegion();
    // the cylinder's first search is by address: it says the regions could not be read, with a retry
    const REGIONS_UNREAD = 'En este momento no es posible obtener las regiones y comunas. Por favor intenta más tarde';
    const failed = within(search).getByRole('alert');
    expect(failed.textContent).toContain(REGIONS_UNREAD);
    expect(within(search).queryByLabelText('Región')).toBeNull();
    // so does the help box
    await user.click(screen.getByText('¿No encuentras tu servicio? Te ayudamos'));
    const help = screen.getByText('¿No encuentras tu servicio? Te ayudamos').closest('details')!;
    expect(within(help).getByRole('alert').textContent).toContain(REGIONS_UNREAD);
    expect(within(help).queryByRole('button', { name: 'Enviar solicitud' })).toBeNull();
    // the search by code works
    await user.click(within(search).getByRole('radio', { name: 'Código Cliente' }));
    await fill(user, within(search).getByRole('textbox', { name: 'Código Cliente' }), account.client_cod);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    expect(await within(search).findByRole('button', { name: `Asociar N° Cliente ${account.client_cod}` })).toBeDefined();
    // once the regions can be read, Reintentar brings the address fields
    world.faults.clear();
    await user.click(within(search).getByRole('radio', { name: 'Dirección' }));
    await user.click(within(within(search).getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    expect(await within(search).findByLabelText('Región')).toBeDefined();
    expect(within(help).getByLabelText('Región')).toBeDefined();
  });

  it("asks for the last bill's total to link someone else's meter, checks it, keeps it through a refusal, and links with it (issue 38, item 1)", async () => {
    const world = createScreenWorld();
    const { world: fixtures } = world.backend;
    const vecino = fixtures.persons.find((p) => p.email === 'vecino@demo.cl')!;
    const nuevo = fixtures.persons.find((p) => p.email === 'nuevo@demo.cl')!;
    const meter = fixtures.accounts.find((a) => a.id === vecino.linked.meter[0])!;
    const [last] = fixtures.meterBills
      .filter((b) => b.account === meter.id && b.amount !== null)
      .sort((a, b) => b.issued.localeCompare(a.issued));
    const total = last!.amount!;
    const dispatch = vi.spyOn(world.backend, 'dispatch');
    const stores = () => dispatch.mock.calls.map(([r]) => r).filter((r) => r.path === '/bussines_line/meter/store');
    const { user } = await renderScreen('/adminitracion_cuentas/medidor/asociar', { as: 'nuevo@demo.cl', world });
    const search = await searchRegion();
    await fill(user, within(search).getByRole('textbox', { name: 'N° Cliente' }), meter.contract_cod!);
    await user.click(within(search).getByRole('button', { name: 'Buscar' }));
    await user.click(await within(search).findByRole('button', { name: `Asociar N° Cliente ${meter.client_cod}` }));

    // the chosen row asks for the amount, with the server's message under the field
    const amount = (await within(search).findByRole('textbox', { name: 'Monto de tu última boleta' })) as HTMLInputElement;
    expect(amount.getAttribute('inputmode')).toBe('numeric');
    expect(amount.maxLength).toBe(12);
    const messageOf = () => document.getElementById(amount.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent;
    expect(messageOf()).toBe('Este servicio está a nombre de otra persona: ingresa el monto total de su última boleta para asociarlo');
    expect(within(search).queryByRole('button', { name: `Asociar N° Cliente ${meter.client_cod}` })).toBeNull();
    const vincular = within(search).getByRole('button', { name: `Vincular N° Cliente ${meter.client_cod}` });

    // what is not pesos is refused before sending
    await fill(user, amount, '45,5');
    await user.click(vincular);
    expect(messageOf()).toBe('Ingresa el monto total en pesos, sin decimales (por ejemplo 45.230)');
    expect(stores()).toHaveLength(1);

    // a wrong amount: the server's refusal under the field, what was typed kept
    const wrong = (total + 1).toLocaleString('es-CL');
    await fill(user, within(search).getByRole('textbox', { name: 'Monto de tu última boleta' }), wrong);
    await user.click(within(search).getByRole('button', { name: `Vincular N° Cliente ${meter.client_cod}` }));
    await waitFor(() => expect(stores()).toHaveLength(2));
    const again = (await within(search).findByRole('textbox', { name: 'Monto de tu última boleta' })) as HTMLInputElement;
    await waitFor(() =>
      expect(document.getElementById(again.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent).toBe(
        'El monto no corresponde a la última boleta de este servicio',
      ),
    );
    expect(again.value).toBe(wrong);
    expect(nuevo.linked.meter).not.toContain(meter.id);

    // the right one, as the bill prints it, links it
    await fill(user, again, `$ ${total.toLocaleString('es-CL')}`);
    await user.click(within(search).getByRole('button', { name: `Vincular N° Cliente ${meter.client_cod}` }));
    expect(await screen.findByText('El servicio se ha vinculado a tu cuenta correctamente')).toBeDefined();
    expect(currentPath()).toBe('/mis-servicios');
    expect(nuevo.linked.meter).toContain(meter.id);
    expect(stores().map((r) => r.body.last_bill_amount)).toEqual([undefined, total + 1, total]);
  });
});
