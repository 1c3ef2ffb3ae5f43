import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createScreenWorld, renderScreen } from '../support/screen';

/** happy-dom's own viewport, restored after each test (the screens project shares one window between files) */
const setViewport = (width: number, height: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height,
  });

const menuButton = () => screen.findByRole('button', { name: 'Menú' });
const drawerLink = (name: string) => within(screen.getByRole('navigation', { name: 'Menú principal' })).getByRole('link', { name });

describe('the phone drawer (≤ 1100 px, issue 9, item 6)', () => {
  beforeEach(() => setViewport(390, 844));
  afterEach(() => setViewport(1024, 768));

  it('keeps its links out of the tab order while closed, and lets them be reached once open', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const toggle = await menuButton();
    await screen.findByRole('link', { name: 'Información de Interés' });
    const link = drawerLink('Información de Interés');
    link.focus();
    expect(document.activeElement).not.toBe(link);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    link.focus();
    expect(document.activeElement).toBe(link);
  });

  it('closes with Escape and gives the focus back to the menu button', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const toggle = await menuButton();
    await screen.findByRole('link', { name: 'Información de Interés' });
    await user.click(toggle);
    drawerLink('Información de Interés').focus();
    await user.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    const link = drawerLink('Información de Interés');
    link.focus();
    expect(document.activeElement).not.toBe(link);
  });

  it('closes when the bell opens, and the bell closes when the drawer opens', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const toggle = await menuButton();
    const bell = await screen.findByRole('button', { name: /^Notificaciones sin leer/ });
    await user.click(toggle);
    await user.click(bell);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('region', { name: 'Notificaciones' })).toBeDefined();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.queryByRole('region', { name: 'Notificaciones' })).toBeNull();
  });
});

describe('the menu on a wide screen', () => {
  beforeEach(() => setViewport(1280, 900));
  afterEach(() => setViewport(1024, 768));

  it('is always reachable', async () => {
    await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    const link = await screen.findByRole('link', { name: 'Información de Interés' });
    link.focus();
    expect(document.activeElement).toBe(link);
  });
});

describe('the skip link (issue 9, item 17)', () => {
  it('moves the focus to the main content in the signed-in shell', async () => {
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl' });
    await screen.findByText('Bienvenido(a)');
    await user.click(screen.getByRole('link', { name: 'Ir al contenido' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('moves the focus to the main content on a guest page', async () => {
    // the campaign already seen in this tab: its modal would take the focus when it opens
    const { user } = await renderScreen('/login', { tab: { loginCampaignSeen: '1' } });
    await screen.findByRole('tab', { name: 'Personas' });
    await user.click(screen.getByRole('link', { name: 'Ir al contenido' }));
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});

describe('the menu when part of what it is built from cannot be read (issue 11)', () => {
  it('keeps the menu and the screen, leaves out what it could not read, and brings it back on Reintentar', async () => {
    const world = createScreenWorld();
    world.faults.fail('/request/list');
    const { user } = await renderScreen('/mis-servicios', { as: 'cliente@demo.cl', world });
    const sidebar = (await screen.findByRole('navigation', { name: 'Menú principal' })).closest('aside')!;
    expect(await within(sidebar).findByText('No fue posible cargar todo el menú.')).toBeDefined();
    expect(within(sidebar).getByRole('link', { name: 'Mis Servicios' })).toBeDefined();
    expect(within(sidebar).queryByRole('link', { name: 'Mis Requerimientos' })).toBeNull();
    expect(await screen.findByRole('article', { name: 'Medidor' })).toBeDefined();

    world.faults.clear();
    await user.click(within(sidebar).getByRole('button', { name: 'Reintentar' }));
    expect(await within(sidebar).findByRole('link', { name: 'Mis Requerimientos' })).toBeDefined();
    expect(within(sidebar).queryByText('No fue posible cargar todo el menú.')).toBeNull();
  });
});
