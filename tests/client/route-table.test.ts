import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { routeTable, sessionPaths } from '../../client/app/registry';
import { buildRouteTable, gate, orderForViewer, sessionPathsOf, type Viewer } from '../../client/app/route-table';
import { href, paths } from '../../client/shared/paths';
import type { Access, FeatureDeclaration, RouteDeclaration } from '../../client/shared/routing';
import { first } from '../support/items';

const Screen = lazy(async () => ({ default: () => null }));
const OtherScreen = lazy(async () => ({ default: () => null }));
const route = (access: Access, extra: Partial<RouteDeclaration> = {}): RouteDeclaration => ({
  path: '/x',
  title: 'X',
  access,
  screen: Screen,
  ...extra,
});

const guest: Viewer = { signedIn: false, company: false, administrator: false, consented: false, flag: () => true, privileges: [] };
const person: Viewer = { ...guest, signedIn: true, consented: true };
const funcionario: Viewer = { ...person, company: true };
const administrador: Viewer = { ...funcionario, administrator: true };
const open = { type: 'open' };
const toLogin = { type: 'redirect', to: '/login' };
const toDashboard = { type: 'redirect', to: '/mis-servicios' };

describe('derived session paths', () => {
  it('are the guest and logout-on-visit lists of the start rules (spec 1 §4, docs/decisions.md)', () => {
    expect([...sessionPaths.guest].sort()).toEqual(
      [
        '/login',
        '/login/*',
        '/register',
        '/register/required',
        '/register_empresa',
        '/verificar_email',
        '/verificar_email/*',
        '/enviar_codigo_verificacion',
        '/confirmar_datos',
        '/recover',
        '/recover/empresas',
      ].sort(),
    );
    expect([...sessionPaths.logoutOnVisit].sort()).toEqual(['/confirmar_datos', '/login/*', '/verificar_email/*']);
  });

  it('list the public pages that have a screen, the unsubscribe pages among them', () => {
    expect([...sessionPaths.public].sort()).toEqual(['/demo', '/demo/correos', '/desuscribir/*', '/desuscripcionfail', '/flujos']);
  });
});

describe('route gates', () => {
  it('opens a guest page only to a signed-out user, and sends a signed-in one to the dashboard', () => {
    expect(gate(route('guest'), guest)).toEqual(open);
    expect(gate(route('guest'), person)).toEqual(toDashboard);
  });

  it('opens a demo-only page (the demo panel) with demo data only', () => {
    const demoPage = route('public', { demoOnly: true });
    expect(gate(demoPage, { ...guest, demo: true })).toEqual(open);
    expect(gate(demoPage, { ...person, demo: true })).toEqual(open);
    expect(gate(demoPage, guest)).toEqual(toLogin);
    expect(gate(demoPage, { ...person, demo: false })).toEqual(toDashboard);
  });

  it('opens a public page to anyone', () => {
    for (const viewer of [guest, person, administrador]) expect(gate(route('public'), viewer)).toEqual(open);
  });

  it('sends a signed-out user to /login from any signed-in page', () => {
    for (const access of ['signedIn', 'person', 'company', 'admin'] as const) expect(gate(route(access), guest)).toEqual(toLogin);
  });

  it('opens each signed-in page to its kind of user only, others go to the dashboard', () => {
    const outcomes = (access: Access) => [person, funcionario, administrador].map((viewer) => gate(route(access), viewer).type);
    expect(outcomes('signedIn')).toEqual(['open', 'open', 'open']);
    expect(outcomes('person')).toEqual(['open', 'redirect', 'redirect']);
    expect(outcomes('company')).toEqual(['redirect', 'open', 'open']);
    expect(outcomes('admin')).toEqual(['redirect', 'redirect', 'open']);
    expect(gate(route('admin'), funcionario)).toEqual(toDashboard);
  });

  it('logs out a user without the terms accepted on a consent page, not elsewhere', () => {
    const unconsented = { ...person, consented: false };
    expect(gate(route('signedIn', { consent: true }), unconsented)).toEqual({ type: 'logout' });
    expect(gate(route('signedIn'), unconsented)).toEqual(open);
    // the role is checked first: a funcionario on an admin page is sent away, not logged out
    expect(gate(route('admin', { consent: true }), { ...funcionario, consented: false })).toEqual(toDashboard);
  });

  it('hides a page whose flag is off, and a privileged page without the privilege', () => {
    expect(gate(route('signedIn', { flag: 'medidor' }), { ...person, flag: (name) => name !== 'medidor' })).toEqual(toDashboard);
    expect(gate(route('guest', { flag: 'medidor' }), { ...guest, flag: () => false })).toEqual(toLogin);
    expect(gate(route('company', { privilege: 1003 }), { ...funcionario, privileges: [1002] })).toEqual(toDashboard);
    expect(gate(route('company', { privilege: 1003 }), { ...funcionario, privileges: [1003] })).toEqual(open);
  });

  it('gates the app’s own routes as spec/routes.tsv says', () => {
    const find = (path: string) => [...routeTable.guest, ...routeTable.public, ...routeTable.signedIn].find((r) => r.path === path)!;
    expect(gate(find('/funcionarios'), funcionario)).toEqual(toDashboard);
    expect(gate(find('/funcionarios'), administrador)).toEqual(open);
    expect(gate(find('/adminitracion_cuentas'), funcionario)).toEqual(toDashboard);
    expect(gate(find('/editar-perfil'), { ...funcionario, consented: false })).toEqual({ type: 'logout' });
    expect(gate(find('/informacion_interes'), { ...person, flag: (name) => name !== 'menu_informacion_interes' })).toEqual(toDashboard);
    expect(gate(find('/mis-servicios'), { ...person, consented: false })).toEqual(open);
    // the areas' screens are reached from the service chooser: the same terms, in every area
    for (const path of [
      '/mis-servicios/medidor/boletas',
      '/mis-servicios/granel/pedidos',
      '/mis-servicios/cilindro/pedidos',
      '/mis-servicios/autogas/contrato',
    ])
      expect(gate(find(path), { ...person, consented: false }), path).toEqual({ type: 'logout' });
  });
});

describe('route table', () => {
  const fake: FeatureDeclaration = {
    name: 'fake',
    routes: [
      { path: '/pagos/:id', title: 'Pago', access: 'person', consent: true, screen: Screen },
      { path: '/pago-externo/:token', title: 'Pago externo', access: 'guest', logoutOnVisit: true, screen: Screen },
      { path: '/baja/:token', title: 'Baja', access: 'public', screen: Screen },
    ],
  };

  it('adds a declared feature’s routes to the table and to the session paths', () => {
    const table = buildRouteTable([fake]);
    expect(table.signedIn.map((r) => r.path)).toEqual(['/pagos/:id']);
    expect(table.guest.map((r) => r.path)).toEqual(['/pago-externo/:token']);
    expect(table.public.map((r) => r.path)).toEqual(['/baja/:token']);
    expect(sessionPathsOf(table)).toEqual({ guest: ['/pago-externo/*'], public: ['/baja/*'], logoutOnVisit: ['/pago-externo/*'] });
    const withFake = buildRouteTable([{ name: 'app', routes: [...routeTable.guest, ...routeTable.public, ...routeTable.signedIn] }, fake]);
    expect(withFake.signedIn).toHaveLength(routeTable.signedIn.length + 1);
  });

  it('refuses a route declared twice for the same users', () => {
    expect(() => buildRouteTable([fake, { name: 'again', routes: [first(fake.routes, 'route')] }])).toThrow(/declared twice/);
  });

  it('lets a person and a company user each open their own screen on a shared path', () => {
    const shared = [
      route('person', { path: '/mis-servicios/granel/pedidos' }),
      route('company', { path: '/mis-servicios/granel/pedidos', screen: OtherScreen }),
    ];
    expect(first(orderForViewer(shared, person), 'route').screen).toBe(Screen);
    expect(first(orderForViewer(shared, funcionario), 'route').screen).toBe(OtherScreen);
  });
});

describe('paths', () => {
  it('fills a parameterised route, encoding each value', () => {
    expect(href(paths.accountsLink, { service: 'granel' })).toBe('/adminitracion_cuentas/granel/asociar');
    expect(href(paths.bulk.accountDocument, { id: 7, docYear: 2026, clientCode: 'A B' })).toBe(
      '/mis-servicios/granel/cuenta-corriente/7/2026/A%20B',
    );
    expect(href(paths.dashboard)).toBe('/mis-servicios');
  });
});
