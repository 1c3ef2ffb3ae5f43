import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Link } from 'wouter';
import { routeTable } from '../../client/app/registry';
import { lazyScreen } from '../../client/shared/lazy-screen';
import type { RouteDeclaration } from '../../client/shared/routing';
import { currentPath, renderScreen } from '../support/screen';

/**
 * A link to a screen whose code is not in yet keeps the screen it was followed from until that code arrives, with a
 * bar along the top, rather than a "Cargando…" the new screen then replaces: React holds a suspended screen's reveal
 * up to 300 ms, and the reads of its first render would start only then (issue 44). A screen whose code is in opens at once.
 */

/** A screen whose chunk arrives when the test says (`arrive`). */
function heldScreen(heading: string) {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Screen = lazyScreen(async () => {
    await arrived;
    return { default: () => <h1>{heading}</h1> };
  });
  return { Screen, arrive };
}

const Origin = lazyScreen(async () => ({
  default: () => (
    <>
      <h1>Origen</h1>
      <Link href="/prueba/lenta">Ir a la lenta</Link>
      <Link href="/prueba/lista">Ir a la lista</Link>
    </>
  ),
}));
const Ready = lazyScreen(async () => ({ default: () => <h1>Lista</h1> }));

let added: RouteDeclaration[] = [];
function addRoutes(routes: RouteDeclaration[]) {
  added = routes;
  routeTable.signedIn.unshift(...routes);
}
afterEach(() => {
  for (const route of added) routeTable.signedIn.splice(routeTable.signedIn.indexOf(route), 1);
  added = [];
  document.documentElement.classList.remove('navigating');
});

const route = (path: string, title: string, screen: RouteDeclaration['screen']): RouteDeclaration => ({
  path,
  title,
  access: 'person',
  screen,
  loadsApollo: true,
});

describe('a link followed to a screen whose code is still loading', () => {
  it('keeps the screen it left, with the bar, and no "Cargando…", until the code is in; then the screen at once', async () => {
    const slow = heldScreen('Lenta');
    addRoutes([route('/prueba/origen', 'Origen', Origin), route('/prueba/lenta', 'Lenta', slow.Screen)]);
    await Ready.preload();
    const { user } = await renderScreen('/prueba/origen', { as: 'cliente@demo.cl' });
    await user.click(await screen.findByRole('link', { name: 'Ir a la lenta' }));

    expect(currentPath()).toBe('/prueba/origen');
    expect(screen.getByRole('heading', { name: 'Origen' })).toBeTruthy();
    expect(document.documentElement.classList.contains('navigating')).toBe(true);
    expect(screen.queryByText('Cargando…')).toBeNull();

    slow.arrive();
    await waitFor(() => expect(currentPath()).toBe('/prueba/lenta'));
    expect(await screen.findByRole('heading', { name: 'Lenta' })).toBeTruthy();
    expect(document.documentElement.classList.contains('navigating')).toBe(false);
  });

  it('goes where the last link leads when another is followed meanwhile', async () => {
    const slow = heldScreen('Lenta');
    addRoutes([
      route('/prueba/origen', 'Origen', Origin),
      route('/prueba/lenta', 'Lenta', slow.Screen),
      route('/prueba/lista', 'Lista', Ready),
    ]);
    await Ready.preload();
    const { user } = await renderScreen('/prueba/origen', { as: 'cliente@demo.cl' });
    await user.click(await screen.findByRole('link', { name: 'Ir a la lenta' }));
    await user.click(screen.getByRole('link', { name: 'Ir a la lista' }));
    expect(currentPath()).toBe('/prueba/lista');
    expect(await screen.findByRole('heading', { name: 'Lista' })).toBeTruthy();

    slow.arrive();
    await slow.Screen.preload();
    expect(currentPath()).toBe('/prueba/lista');
    expect(document.documentElement.classList.contains('navigating')).toBe(false);
  });
});
