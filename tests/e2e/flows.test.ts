import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp();

describe('/flujos: every flow as a statechart, live', () => {
  it('draws the login machine, and follows a sign-in made in another tab', async () => {
    const { context, page: flows } = await newPage(env.browser, env.app.url);
    // the layout engine runs in a worker of its own, not on the page's thread
    const workers: string[] = [];
    flows.on('worker', (worker) => workers.push(worker.url()));
    await flows.goto('/flujos?flujo=login');
    const chart = flows.getByRole('img', { name: 'Diagrama de estados del flujo login' });
    await expect.poll(() => chart.isVisible()).toBe(true);
    for (const state of ['editing', 'submitting', 'personas', 'deciding', 'signedIn', 'redirecting']) {
      expect(await chart.locator('.flows-state-name', { hasText: new RegExp(`^${state}$`) }).count()).toBe(1);
    }
    await expect.poll(() => chart.getByText('form.submit [isEmpresas]').count()).toBe(1);
    expect(workers).toEqual([expect.stringMatching(/\/assets\/elk-worker[^/]*\.js$/)]);

    // another tab of the same browser signs in
    const app = await context.newPage();
    await app.goto('/login');
    const loginRow = flows.locator('.flows-live-table tr[data-machine="login"]');
    await expect.poll(() => loginRow.textContent()).toContain('editing');
    await expect.poll(() => chart.locator('[data-state="login.editing"]').getAttribute('data-active')).toBe('true');

    await app.getByLabel('Correo electrónico').fill('cliente@demo.cl');
    await app.getByLabel('Contraseña').fill('Gas.Demo.2026');
    await app.getByRole('button', { name: 'Siguiente' }).click();
    await app.waitForURL('**/mis-servicios');

    await expect.poll(() => loginRow.textContent()).toContain('signedIn');
    await expect.poll(() => chart.locator('[data-state="login.signedIn"]').getAttribute('data-active')).toBe('true');
    expect(await chart.locator('[data-state="login.editing"]').getAttribute('data-active')).toBeNull();
    // the session in that tab is signed in too
    await expect
      .poll(() => flows.locator('.flows-live-table tr[data-machine="session"]').allTextContents())
      .toEqual(expect.arrayContaining([expect.stringContaining('signedIn.person')]));
    await context.close();
  });
});
