import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

describe('the notification bell', () => {
  it('shows the unread count, lists the notifications, and opening it marks them read', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const bell = await screen.findByRole('button', { name: /^Notificaciones sin leer: [1-9]/ });
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(await within(panel).findByText('Actualiza tus datos de contacto')).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Notificaciones sin leer: 0' })).toBeDefined();
  });

  it('names its panel with a heading and marks which notifications were unread (issue 9, item 6)', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    await user.click(await screen.findByRole('button', { name: /^Notificaciones sin leer: [1-9]/ }));
    const panel = screen.getByRole('region', { name: 'Notificaciones' });
    expect(within(panel).getByRole('heading', { name: 'Notificaciones' })).toBeDefined();
    // the demo world has this one unread and the other read
    const unread = await within(panel).findByRole('button', { name: /^No leída: Actualiza tus datos de contacto/ });
    expect(unread.classList.contains('unread')).toBe(true);
    const read = within(panel).getByRole('button', { name: /^Recuerda agendar la mantención de tu vehículo/ });
    expect(read.classList.contains('unread')).toBe(false);
  });

  it('closes with Escape and gives the focus back to the bell', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const bell = await screen.findByRole('button', { name: /^Notificaciones sin leer/ });
    await user.click(bell);
    await within(screen.getByRole('region', { name: 'Notificaciones' })).findByText('Actualiza tus datos de contacto');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('opens the screen of an internal notification', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    await user.click(await screen.findByRole('button', { name: /^Notificaciones sin leer/ }));
    await user.click(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByRole('button', {
        name: /Actualiza tus datos de contacto/,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Editar perfil' })).toBeDefined();
  });

  it('says so when the notifications cannot be read, and marks nothing read', async () => {
    const world = createScreenWorld();
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const bell = await screen.findByRole('button', { name: /^Notificaciones sin leer: [1-9]/ });
    world.faults.fail('/housing/notification/list');
    await user.click(bell);
    expect(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByText('No fue posible cargar las notificaciones.'),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: /^Notificaciones sin leer: [1-9]/ })).toBeDefined();
  });

  it('keeps the page working when the notification list fails from the start (issue 9, item 13)', async () => {
    const world = createScreenWorld();
    world.faults.fail('/housing/notification/list');
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    expect(await screen.findByRole('article', { name: 'Medidor' })).toBeDefined();
    await user.click(await screen.findByRole('button', { name: /^Notificaciones sin leer/ }));
    expect(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByText('No fue posible cargar las notificaciones.'),
    ).toBeDefined();
  });

  it('shows a company user the company notifications', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'funcionario@empresa.demo.cl' });
    await user.click(await screen.findByRole('button', { name: /^Notificaciones sin leer/ }));
    expect(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByText('Tu pedido de granel fue programado'),
    ).toBeDefined();
  });
});
