import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

/**
 * Whether the page ever showed its frame (the emergency line at its foot) around the spinner of a screen still
 * loading: the screen then replaces the spinner and pushes the emergency line down the page, a layout shift.
 */
function watchForFrameAroundSpinner() {
  let seen = false;
  const check = () => {
    const framed = document.body.textContent?.includes('Emergencias 24 horas') ?? false;
    const spinner = [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent === 'Cargando…');
    if (framed && spinner) seen = true;
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  stops.push(() => observer.disconnect());
  return () => {
    check();
    return seen;
  };
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

describe('the first screen', () => {
  it('shows /login whole: its frame never appears around a spinner', async () => {
    const sawSpinnerInFrame = watchForFrameAroundSpinner();
    await renderScreen('/login', { tab: { loginCampaignSeen: '1' } });
    expect(await screen.findByRole('heading', { name: 'Ingresa a tu Sucursal Virtual' })).toBeDefined();
    expect(sawSpinnerInFrame()).toBe(false);
  });

  it('shows the dashboard in its shell at once: no spinner in the signed-in frame before the screen', async () => {
    const sawSpinnerInFrame = watchForFrameAroundSpinner();
    const { session } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    expect(await screen.findByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    expect(sawSpinnerInFrame()).toBe(false);
  });

  it("fetches the login campaign's image first and keeps its room before it arrives", async () => {
    await renderScreen('/login');
    const image = await screen.findByRole('img', { name: 'Ver campaña' });
    expect(image.getAttribute('fetchpriority')).toBe('high');
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '400']);
    const mobile = image.parentElement!.querySelector('source')!;
    expect([mobile.getAttribute('media'), mobile.getAttribute('width'), mobile.getAttribute('height')]).toEqual([
      '(max-width: 950px)',
      '800',
      '400',
    ]);
  });

  it("fetches the dashboard's first campaign first and keeps its room, the later ones at their turn", async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const carousel = await screen.findByRole('region', { name: 'Campañas' });
    const first = within(carousel).getByRole('img', { name: /^Campaña 1 de/ });
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1600', '400']);
    const mobile = first.parentElement!.querySelector('source')!;
    expect([mobile.getAttribute('width'), mobile.getAttribute('height')]).toEqual(['800', '400']);
    await user.click(within(carousel).getByRole('button', { name: 'Ver campaña 2' }));
    expect(
      within(carousel)
        .getByRole('img', { name: /^Campaña 2 de/ })
        .getAttribute('fetchpriority'),
    ).toBe('auto');
  });
});

describe('the dashboard opened with a stored session', () => {
  it('shows in its shell before Apollo Client has loaded, from one read of each, which Apollo then takes over', async () => {
    const world = createScreenWorld();
    const paths: string[] = [];
    const dispatch = world.backend.dispatch.bind(world.backend);
    vi.spyOn(world.backend, 'dispatch').mockImplementation((request) => {
      paths.push(request.path);
      return dispatch(request);
    });
    const reads = (path: string) => paths.filter((p) => p === path).length;
    const { session, user, releaseApollo } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world, holdApollo: true });
    // Apollo's chunk has not arrived: the welcome, the campaigns, the menu and the bell's count come from the early reads
    expect(await screen.findByRole('heading', { level: 1, name: `${session!.user.name} ${session!.user.lastName}` })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Campañas' })).toBeDefined();
    expect(within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name: 'Medidor' })).toBeDefined();
    const bell = screen.getByRole('button', { name: /^Notificaciones sin leer: [1-9]/ });
    // the bell needs Apollo; once it is there, its 'marked read' reaches the shell through Apollo's cache
    await user.click(bell);
    releaseApollo();
    expect(
      await within(screen.getByRole('region', { name: 'Notificaciones' })).findByText('Actualiza tus datos de contacto'),
    ).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Notificaciones sin leer: 0' })).toBeDefined();
    // the dashboard's campaigns and the shell's requests flag: each read once, by the early reads
    expect(reads('/person/campains')).toBe(1);
    expect(reads('/request/list')).toBe(1);
  });
});
