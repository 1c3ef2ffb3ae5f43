import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { SETTLE_MS } from '../../client/app/shell/page-views';
import { PAGE_VIEWS_PATH } from '../../machines/rules/page-views';
import { createScreenWorld, renderScreen } from '../support/screen';

/** Issue 40: the shell reports the screens it shows; the demo panel lists what the gateway kept. */

const section = () => screen.findByRole('region', { name: 'Eventos de navegación' });

describe("the demo panel's page views", () => {
  it('says there are none yet', async () => {
    await renderScreen('/demo');
    expect(await within(await section()).findByText('Aún no hay eventos de navegación.')).toBeDefined();
  });

  it('lists the kept views newest first, with the account, and reads them again on Actualizar', async () => {
    const world = createScreenWorld();
    const at = '2026-03-02T13:04:05.000Z';
    world.pageViews.add([{ at, kind: 'PERSON', email: 'cliente@demo.cl', path: '/mis-servicios', title: 'Mis Servicios' }]);
    const { user } = await renderScreen('/demo', { world });
    const views = within(await section());
    await views.findByText('/mis-servicios');
    // what the server sent is shown as text, never as markup
    world.pageViews.add([
      { at, kind: 'COMPANY', email: null, path: '/granel-industrial?cliente=77', title: '<b>Granel</b>' },
      { at, kind: 'PERSON', email: 'cliente@demo.cl', path: '/editar-perfil', title: 'Mi Perfil' },
    ]);
    await user.click(views.getByRole('button', { name: 'Actualizar' }));
    await views.findByText('/editar-perfil');
    const rows = views.getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.querySelector('.cell-value')?.textContent);
    expect(rows.map(cells)).toEqual([
      [expect.stringMatching(/^02-03-2026 \d\d:04:05$/), 'Personas · cliente@demo.cl', '/editar-perfil', 'Mi Perfil'],
      [expect.stringMatching(/^02-03-2026 /), 'Empresas', '/granel-industrial?cliente=77', '<b>Granel</b>'],
      [expect.stringMatching(/^02-03-2026 /), 'Personas · cliente@demo.cl', '/mis-servicios', 'Mis Servicios'],
    ]);
    expect(document.querySelector('b')).toBeNull();
  });
});

describe('the shell reports the screens it shows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('posts each screen with its title, in the background, with the session of the GraphQL requests', async () => {
    const posted: Array<{ headers: Record<string, string>; body: { views: Array<{ path: string; title: string; at: number }> } }> = [];
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
      if (String(url) === PAGE_VIEWS_PATH)
        posted.push({ headers: init?.headers as Record<string, string>, body: JSON.parse(String(init?.body)) as never });
      return new Response(null, { status: 202 });
    });
    const started = Date.now();
    const { user, session } = await renderScreen('/mis-servicios?cliente=1&rut=11111111-1', { as: 'cliente@demo.cl' });
    await screen.findByText('Bienvenido(a)');
    // the person reads the dashboard a moment: the first screen waits in the batch, nothing is posted yet
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS * 2));
    expect(posted).toEqual([]);
    await user.click(await screen.findByRole('link', { name: 'Información de Interés' }));
    await waitFor(() => expect(posted).toHaveLength(1), { timeout: 10_000 });

    expect(posted[0]!.headers).toMatchObject({ authorization: `Bearer ${session!.token}`, 'x-account-kind': 'PERSON' });
    const views = posted[0]!.body.views;
    expect(views.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: '/mis-servicios?cliente=1', title: 'Mis Servicios' },
      // the menu's link redirects to the first tab: one view, of the screen shown
      { path: '/informacion_interes/medidor', title: 'Información de Interés' },
    ]);
    expect(views.every((view) => view.at >= started && view.at <= Date.now())).toBe(true);
    expect(fetched.mock.calls.filter(([url]) => String(url) === PAGE_VIEWS_PATH)).toHaveLength(1);
  });
});
