import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { NOTICE_MS } from '../../client/ui/Notice';
import { currentPath, fill, renderScreen } from '../support/screen';

const selectedTab = async () => (await screen.findByRole('tab', { selected: true })).textContent;

describe('/login opens on the tab the user came from (issue 9, item 14)', () => {
  it('is Empresas after a company password recovery', async () => {
    const { user } = await renderScreen('/recover/empresas');
    await fill(user, await screen.findByLabelText('Correo electrónico'), 'funcionario@empresa.demo.cl');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Nueva contraseña enviada')).toBeDefined();
    expect(currentPath()).toBe('/login');
    expect(await selectedTab()).toBe('Empresas');
  });

  it('is Empresas after a company external sign-in code that fails', async () => {
    await renderScreen('/login/CODIGO-MALO?company');
    expect(await screen.findByText('Error con inicio de sesión empresa')).toBeDefined();
    expect(await selectedTab()).toBe('Empresas');
  });

  it("takes 'Error con inicio de sesión' away after 5 s, as every notice (issue 9, item 8)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await renderScreen('/login/CODIGO-MALO');
      expect(await screen.findByText('Error con inicio de sesión')).toBeDefined();
      await act(() => vi.advanceTimersByTimeAsync(NOTICE_MS));
      expect(screen.queryByText('Error con inicio de sesión')).toBeNull();
      expect(currentPath()).toBe('/login');
    } finally {
      vi.useRealTimers();
    }
  });

  it('is Personas otherwise', async () => {
    await renderScreen('/login');
    expect(await selectedTab()).toBe('Personas');
  });
});
