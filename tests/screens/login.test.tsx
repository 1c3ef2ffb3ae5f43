import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen } from '../support/screen';

describe('login', () => {
  it('shows the personas tab', async () => {
    await renderScreen('/login');
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu Sucursal Virtual' })).toBeDefined();
  });
});
