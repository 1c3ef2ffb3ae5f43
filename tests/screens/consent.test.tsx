import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, currentPath, renderScreen } from '../support/screen';

describe('the consent modal', () => {
  it('shows the terms to a person who has not accepted them; ACEPTAR confirms and closes', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'consentimiento@demo.cl' });
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    await user.click(await within(terms).findByRole('button', { name: 'ACEPTAR' }));
    const accepted = await screen.findByRole('dialog', { name: 'Términos y condiciones aceptados' });
    await user.click(within(accepted).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem('session') ?? '{}').hasConsentSalesForce).toBe(true);
  });

  it('takes the focus and keeps Tab inside while it is open (issue 9, item 5)', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'consentimiento@demo.cl' });
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    await within(terms).findByRole('button', { name: 'ACEPTAR' });
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(terms.contains(document.activeElement)).toBe(true);
    }
  });

  it('logs the person out on RECHAZAR', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'consentimiento@demo.cl' });
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    await within(terms).findByText(/\w/, { selector: '.terms-text' });
    await user.click(within(terms).getByRole('button', { name: 'RECHAZAR' }));
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu Sucursal Virtual' })).toBeDefined();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('session')).toBeNull();
  });

  it('offers a retry when the terms cannot be read', async () => {
    const world = createScreenWorld();
    world.faults.fail('/consent_sf');
    const { user } = await renderScreen('/mis-servicios', { as: 'consentimiento@demo.cl', world });
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    expect((await within(terms).findByRole('alert')).textContent).toBe(
      'En este momento no es posible obtener la información. Por favor intenta más tarde',
    );
    world.faults.clear();
    await user.click(within(terms).getByRole('button', { name: 'Reintentar' }));
    expect(await within(terms).findByRole('button', { name: 'ACEPTAR' })).toBeDefined();
    expect(within(terms).queryByRole('alert')).toBeNull();
  });

  it('shows the error when accepting fails, and keeps the terms open', async () => {
    const world = createScreenWorld();
    world.faults.fail('/register_sf/consent');
    const { user } = await renderScreen('/mis-servicios', { as: 'consentimiento@demo.cl', world });
    const terms = await screen.findByRole('dialog', { name: 'Términos y condiciones' });
    await within(terms).findByText(/\w/, { selector: '.terms-text' });
    await user.click(within(terms).getByRole('button', { name: 'ACEPTAR' }));
    expect(await within(terms).findByText('Ha ocurrido un error inesperado,por favor intente más tarde.')).toBeDefined();
  });

  it('is not shown to a person who accepted the terms', async () => {
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    await screen.findByRole('article', { name: 'Medidor' });
    expect(screen.queryByRole('dialog', { name: 'Términos y condiciones' })).toBeNull();
  });
});
