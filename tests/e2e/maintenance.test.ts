import { expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { browserApp } from '../support/e2e';

const env = browserApp({ env: { MAINTENANCE_MODE: '1' } });

it('shows the maintenance text instead of the login form when the gateway says so', async () => {
  const { context, page } = await newPage(env.browser, env.app.url);
  await page.goto('/login');
  await expect
    .poll(() =>
      page.getByText('En estos momentos nuestra Sucursal Virtual se encuentra en mantención. Por favor intenta más tarde.').isVisible(),
    )
    .toBe(true);
  expect(await page.getByRole('button', { name: 'Siguiente' }).count()).toBe(0);
  await context.close();
});
