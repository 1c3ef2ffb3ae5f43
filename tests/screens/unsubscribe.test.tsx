import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen, type ScreenWorld } from '../support/screen';

const FAILED = 'Ha ocurrido un error. Por favor, inténtalo de nuevo más tarde.';

/** A subscribed contact's link token in `world`, and what it names: the first of cliente@demo.cl's meters. */
function clienteLink(world: ScreenWorld) {
  const w = world.backend.world;
  const person = w.persons.find((p) => p.email === 'cliente@demo.cl')!;
  const account = w.accounts.find((a) => a.id === person.linked.meter[0])!;
  const contact = w.subscriptionContacts.find((c) => c.person === person.id && c.account === account.id)!;
  return { token: contact.unsubscribeToken!, contact, code: account.contract_cod! };
}

describe('/desuscribir/{token}', () => {
  it('shows the client number and e-mail, asks to confirm, and cancels the subscription; the bill keeps going to the other e-mail', async () => {
    const world = createScreenWorld();
    const { token, contact, code } = clienteLink(world);
    const { user } = await renderScreen(`/desuscribir/${token}`, { world });
    expect(await screen.findByText('cliente@demo.cl')).toBeDefined();
    expect(screen.getByText(code)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar desuscripción' });
    expect(within(dialog).getByText(new RegExp(`N° Cliente ${code} en cliente@demo\\.cl`))).toBeDefined();
    // Cancelar leaves it as it was
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(contact.subscribed).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(/se seguirá enviando a los demás correos registrados/)).toBeDefined();
    expect(contact.subscribed).toBe(false);
    expect(screen.getByRole('link', { name: 'Ir a Sucursal Virtual' }).getAttribute('href')).toBe('/login');
  });

  it('says the bill comes on paper when no other e-mail receives it', async () => {
    const world = createScreenWorld();
    const w = world.backend.world;
    const vecino = w.persons.find((p) => p.email === 'vecino@demo.cl')!;
    const contact = w.subscriptionContacts.find((c) => c.person === vecino.id)!;
    const { user } = await renderScreen(`/desuscribir/${contact.unsubscribeToken}`, { world });
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(/recibirás tu boleta impresa en tu domicilio/)).toBeDefined();
  });

  it('says a cancelled subscription was already processed, and an unknown link is not valid, without an Aceptar', async () => {
    const world = createScreenWorld();
    const { token, contact } = clienteLink(world);
    contact.subscribed = false;
    await renderScreen(`/desuscribir/${token}`, { world });
    expect(await screen.findByText('Tu solicitud de desuscripción ya fue procesada.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();

    await renderScreen('/desuscribir/no-es-un-token', { world });
    expect(await screen.findByText(/El enlace de desuscripción no es válido/)).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Aceptar' })).toBeNull();
  });

  it('shows the failure text when the cancellation fails, keeps what it showed, and Aceptar tries again', async () => {
    const world = createScreenWorld();
    const { token, contact } = clienteLink(world);
    const { user } = await renderScreen(`/desuscribir/${token}`, { world });
    world.faults.fail('/tickets/unsuscribe/{token}');
    await user.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(FAILED)).toBeDefined();
    expect(screen.getByText('cliente@demo.cl')).toBeDefined();
    expect(contact.subscribed).toBe(true);

    world.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Aceptar' }));
    expect(await screen.findByText(/Tu solicitud fue procesada/)).toBeDefined();
    expect(contact.subscribed).toBe(false);
  });

  it('offers a retry when the link cannot be read, rather than calling it invalid', async () => {
    const world = createScreenWorld();
    const { token } = clienteLink(world);
    world.faults.fail('/tickets/check_status/{token}');
    const { user } = await renderScreen(`/desuscribir/${token}`, { world });
    const retry = await screen.findByRole('button', { name: 'Reintentar' });
    expect(screen.queryByText(/no es válido/)).toBeNull();
    world.faults.clear();
    await user.click(retry);
    expect(await screen.findByText('cliente@demo.cl')).toBeDefined();
  });
});

describe('/desuscripcionfail', () => {
  it('tells a customer with several e-mails to cancel in the virtual branch, with a way to /login', async () => {
    const { user } = await renderScreen('/desuscripcionfail');
    expect(await screen.findByText(/más de un correo electrónico suscrito/)).toBeDefined();
    await user.click(screen.getByRole('link', { name: 'Ir a Sucursal Virtual' }));
    expect(window.location.pathname).toBe('/login');
  });
});
