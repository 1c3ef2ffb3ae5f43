import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../support/screen';

describe('/register_empresa', () => {
  it('tells a company how to get an account: the call centre, its hours, the form and the way back', async () => {
    await renderScreen('/register_empresa');
    expect(await screen.findByRole('heading', { name: 'Tu empresa aún no está registrada' })).toBeDefined();
    expect(screen.getByRole('link', { name: '22 693 9111' }).getAttribute('href')).toBe('tel:226939111');
    expect(screen.getByText('Lunes a Domingo de 08:00 a 21:00 hrs.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Formulario de creación de cuenta' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'IR AL INICIO' }).getAttribute('href')).toBe('/login');
  });
});
