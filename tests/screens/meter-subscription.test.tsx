import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

const PATH = '/mis-servicios/medidor/suscripcion';

const meters = (world: ScreenWorld) => {
  const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
  return cliente.linked.meter.map((id) => world.backend.world.accounts.find((a) => a.id === id)!);
};

const rowOf = (code: string) => screen.getAllByRole('row').find((r) => within(r).queryByText(code))!;

describe('/mis-servicios/medidor/suscripcion', () => {
  it('names the destination e-mail and each contact with its category, document type and change link', async () => {
    const world = createScreenWorld();
    const [full, empty] = meters(world);
    await renderScreen(PATH, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('cliente@demo.cl')).toBeDefined();
    const first = rowOf(full!.contract_cod!);
    expect(within(first).getByRole('button', { name: /Desuscribir/ })).toBeDefined();
    expect((within(first).getByRole('combobox') as HTMLSelectElement).value).toBe('OWNER');
    expect(within(first).getByRole('link', { name: 'cambiar a factura' }).getAttribute('href')).toBe(
      `/mis-servicios/medidor/requerimientos?codigo=C325&cliente=${full!.id}`,
    );
    const second = rowOf(empty!.contract_cod!);
    const subscribe = within(second).getByRole('button', { name: /Suscribir/ }) as HTMLButtonElement;
    expect(subscribe.disabled).toBe(true);
    expect(within(second).getByText('Para suscribir debes seleccionar su categoría')).toBeDefined();
    expect(within(second).getByRole('link', { name: 'cambiar a boleta' })).toBeDefined();
    expect([...(within(second).getByRole('combobox') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Selecciona',
      'DUEÑO',
      'ARRENDATARIO',
    ]);
  });

  it('unsubscribes after the confirmation (the paper reminder), saves, and says who keeps receiving the bill', async () => {
    const world = createScreenWorld();
    const [full] = meters(world);
    const { user } = await renderScreen(PATH, { as: 'cliente@demo.cl', world });
    await user.click(
      within(await screen.findByRole('row', { name: new RegExp(full!.contract_cod!) })).getByRole('button', { name: /Desuscribir/ }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm.textContent).toContain(full!.contract_cod!);
    expect(confirm.textContent).toContain('cliente@demo.cl');
    expect(confirm.textContent).toContain('llegará impresa a tu domicilio');
    await user.click(within(confirm).getByRole('button', { name: 'Aceptar' }));
    expect(within(rowOf(full!.contract_cod!)).getByRole('button', { name: /Suscribir/ })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const done = await screen.findByRole('dialog', { name: 'Suscripción actualizada' });
    expect(done.textContent).toContain(`Se canceló la suscripción a la boleta electrónica del N° Cliente ${full!.contract_cod}`);
    expect(done.textContent).toMatch(/a partir del (próximo|subsiguiente) mes de facturación/);
    expect(done.textContent).toContain('La boleta se seguirá enviando');
    const cliente = world.backend.world.persons.find((p) => p.email === 'cliente@demo.cl')!;
    expect(world.backend.world.subscriptionContacts.find((c) => c.account === full!.id && c.person === cliente.id)!.subscribed).toBe(false);
  });

  it("sends a full client number to review: the some_ok modal uses the spec's text", async () => {
    const world = createScreenWorld();
    const [, empty] = meters(world);
    const { user } = await renderScreen(PATH, { as: 'cliente@demo.cl', world });
    const row = await screen.findByRole('row', { name: new RegExp(empty!.contract_cod!) });
    await user.selectOptions(within(row).getByRole('combobox'), 'TENANT');
    await user.click(within(row).getByRole('button', { name: /Suscribir/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    const result = await screen.findByRole('dialog', { name: 'Suscripción actualizada parcialmente' });
    expect(result.textContent).toContain(
      'Para los siguientes códigos de cliente se alcanzó el máximo de usuarios suscritos por lo que la solicitud de suscripción pasará a revisión:',
    );
    expect(result.textContent).toContain(empty!.contract_cod!);
  });

  it('keeps what was chosen and says so when saving fails', async () => {
    const world = createScreenWorld();
    const [full] = meters(world);
    const { user } = await renderScreen(PATH, { as: 'cliente@demo.cl', world });
    const row = await screen.findByRole('row', { name: new RegExp(full!.contract_cod!) });
    await user.selectOptions(within(row).getByRole('combobox'), 'TENANT');
    world.faults.fail('/tickets/register');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Ha ocurrido un error al intentar actualizar los datos, inténtelo más tarde.')).toBeDefined();
    expect((within(rowOf(full!.contract_cod!)).getByRole('combobox') as HTMLSelectElement).value).toBe('TENANT');
  });

  it('says the contacts could not be loaded, with Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/tickets/suscription_list');
    const { user } = await renderScreen(PATH, { as: 'cliente@demo.cl', world });
    expect(await screen.findByText('Existió un error, por favor reintente más tarde')).toBeDefined();
    world.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('button', { name: 'Guardar' })).toBeDefined();
  });
});
