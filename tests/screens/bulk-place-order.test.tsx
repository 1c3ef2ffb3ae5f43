import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

afterEach(() => vi.restoreAllMocks());

describe('/mis-servicios/granel/realizar-pedidos', () => {
  it('posts the client to the ordering portal, and shows the block modal for a blocked client', async () => {
    const posted: Array<Record<string, string>> = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      posted.push(Object.fromEntries([...this.querySelectorAll('input')].map((i) => [i.name, i.value])));
    });
    const world = createScreenWorld();
    const data = world.backend.world;
    const person = data.persons.find((p) => p.email === 'cliente@demo.cl')!;
    const accounts = person.linked.housing.map((id) => data.accounts.find((a) => a.id === id)!);
    const open = accounts.find((a) => a.has_bloqueo === '0')!;
    const blocked = accounts.find((a) => a.has_bloqueo === '1')!;
    const { user } = await renderScreen('/mis-servicios/granel/realizar-pedidos', { as: 'cliente@demo.cl', world });
    const buttons = await screen.findAllByRole('button', { name: 'Realizar pedido' });
    const textOf = (code: string) => screen.getByText(new RegExp(`Cliente ${code}`));
    expect(textOf(open.client_cod)).toBeDefined();
    await user.click(buttons[accounts.indexOf(open)]!);
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ tipo_servicio: 'GR', codigo_cliente: open.client_cod, telefono: person.phone });
    await user.click(buttons[accounts.indexOf(blocked)]!);
    expect(
      await screen.findByText(
        'Existe un inconveniente con el ingreso de tu pedido. Por favor verifica que no tengas facturas pendientes de pago en sección detalle deuda.',
      ),
    ).toBeDefined();
    expect(posted).toHaveLength(1);
  });

  it("says 'No existen clientes asociados' to a person without bulk clients", async () => {
    await renderScreen('/mis-servicios/granel/realizar-pedidos', { as: 'vecino@demo.cl' });
    expect(await screen.findByText('No existen clientes asociados')).toBeDefined();
  });
});
