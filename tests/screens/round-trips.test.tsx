import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { catchChartsWithoutLayout } from '../support/console';
import { renderScreen } from '../support/screen';

/**
 * One GraphQL round trip per screen (the app's HTTP link batches nothing, so an operation is a request): what each
 * screen sends as it opens, counted where the app sends it.
 */

/** Opens `path` inside the running app, as its links do (wouter follows the history). */
async function open(path: string) {
  await act(async () => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

/** Until nothing on the screen says it is loading. */
const settled = () =>
  waitFor(() => expect(screen.queryAllByRole('status').filter((status) => /Cargando/.test(status.textContent ?? ''))).toEqual([]));

const dashboardShown = async () => {
  await screen.findByRole('heading', { level: 2, name: 'Medidor' });
  await settled();
};

/** The names of operations sent more than once (mutations aside: StrictMode starts the cylinder check twice here). */
const repeated = (operations: string[]) =>
  operations.filter((name, i) => name !== 'CheckCylinderNotifications' && operations.indexOf(name) !== i);

describe('one round trip per screen', () => {
  it('the dashboard opens with the config, the shell and its own read; the bell’s count comes with the shell', async () => {
    const operations: string[] = [];
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', onOperation: (name) => operations.push(name) });
    await dashboardShown();
    // the notification poll waits its 30 s, and the cylinder check's answer carries the count it changed
    expect([...new Set(operations)].sort()).toEqual(['AppConfig', 'CheckCylinderNotifications', 'Dashboard', 'Shell']);
    expect(repeated(operations)).toEqual([]);
  });

  it('every screen the dashboard links to opens with at most one request', async () => {
    catchChartsWithoutLayout();
    const operations: string[] = [];
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', onOperation: (name) => operations.push(name) });
    await dashboardShown();
    const links = [...screen.getByRole('main').querySelectorAll<HTMLAnchorElement>('a[href^="/mis-servicios/"]')];
    const paths = [...new Set(links.map((link) => link.getAttribute('href')!))];
    expect(paths.length).toBeGreaterThan(25);
    const sent: Record<string, string[]> = {};
    for (const path of paths) {
      await open('/mis-servicios');
      await dashboardShown();
      operations.length = 0;
      await open(path);
      await screen.findAllByRole('heading', { level: 1 });
      await settled();
      sent[path] = [...operations];
    }
    // the agenda too: what its form starts from comes with what is scheduled
    const agenda = paths.filter((path) => path.startsWith('/mis-servicios/autogas/agenda-mantenciones'));
    expect(agenda.length).toBeGreaterThan(0);
    for (const path of agenda) expect(sent[path]).toEqual(['ScheduledMaintenances']);
    const more = Object.entries(sent).filter(([, names]) => names.length > 1);
    expect(more).toEqual([]);
  }, 120_000);

  it.each(['/informacion_interes/medidor', '/mis-servicios/granel/realizar-pedidos', '/mis-servicios/medidor/requerimientos'])(
    'opened from the address bar, %s asks for nothing twice',
    async (path) => {
      const operations: string[] = [];
      await renderScreen(path, { as: 'cliente@demo.cl', onOperation: (name) => operations.push(name) });
      await screen.findAllByRole('heading', { level: 1 });
      await settled();
      expect(operations).toContain('Shell');
      expect(repeated(operations)).toEqual([]);
      expect(operations).not.toContain('UnreadNotifications');
    },
  );
});
