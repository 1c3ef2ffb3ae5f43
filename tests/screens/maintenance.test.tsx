import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MAINTENANCE } from '../../machines/rules/account-rules';
import { currentPath, renderScreen } from '../support/screen';

describe('an external sign-in code in maintenance mode (issue 9, item 20)', () => {
  it('signs nobody in: /login shows the maintenance text', async () => {
    await renderScreen('/login/DEMO-CLIENTE', { env: { MAINTENANCE_MODE: '1' } });
    expect(await screen.findByText(MAINTENANCE)).toBeDefined();
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('session')).toBeNull();
  });
});
