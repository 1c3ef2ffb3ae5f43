/**
 * The screens the latency bench opens, per persona, in the order it opens them, and how a user reaches each: the
 * screen it is clicked from and where on that screen the link is. Each screen is then opened again by reload, at
 * the address the click went to (its parameters are the persona's own: the first row, document, tank… its list
 * links to). `uncovered()` lists the signed-in routes of the route table that no step opens, so a new route shows
 * up in the report until it has a line here.
 */
import { parse } from 'regexparam';
import { routeTable } from '../../../client/app/registry';
import type { Access } from '../../../client/shared/routing';

export type PersonaName = 'person' | 'admin' | 'funcionario';

export interface Persona {
  name: PersonaName;
  email: string;
  company: boolean;
  /** the route table's accesses this persona's steps stand for */
  covers: readonly Access[];
}

/** the demo accounts of DESIGN.md, all with the password Gas.Demo.2026 */
export const PERSONAS: readonly Persona[] = [
  { name: 'person', email: 'cliente@demo.cl', company: false, covers: ['person', 'signedIn'] },
  { name: 'funcionario', email: 'funcionario@empresa.demo.cl', company: true, covers: ['company', 'signedIn'] },
  { name: 'admin', email: 'admin@empresa.demo.cl', company: true, covers: ['admin', 'signedIn'] },
];

export interface ScreenStep {
  /** the screen as spec/routes.tsv names it: the route's pattern, or the path where the spec lists one per line */
  screen: string;
  /** its route in the route table, when `screen` is not the pattern itself */
  route?: string;
  /** the screen (of the same persona) whose link the user clicks; null: no screen links to it, reload only */
  from: string | null;
  /** where that link is on `from`: a CSS selector */
  within?: string;
  /** the link's path, when the screen's pattern would match others (/funcionarios/:id and /funcionarios/nuevo) */
  link?: RegExp;
  /** the address to reload when no link leads to the screen */
  url?: string;
  /** why there is no click */
  note?: string;
}

const MENU = 'nav[aria-label="Menú principal"]';
const HEADER = 'header';
const MAIN = 'main';
const TABS = 'nav.tab-bar';

/** Tabs clicked one after the other, each from the one before it, the first from `first`. */
function tabs(first: { from: string; within: string }, screens: string[]): ScreenStep[] {
  return screens.map((screen, i) => (i === 0 ? { screen, ...first } : { screen, from: screens[i - 1]!, within: TABS }));
}

const home = (screen: string, within: string): ScreenStep => ({ screen, from: '/mis-servicios', within });

const person: ScreenStep[] = [
  { screen: '/editar-perfil', from: '/mis-servicios', within: HEADER },
  { screen: '/mis-servicios', from: '/editar-perfil', within: MENU },
  home('/servicios/seleccionar', MAIN),
  // Medidor: the menu opens the area; the dashboard's card links to each tab
  home('/mis-servicios/medidor', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, [
    '/mis-servicios/medidor/boletas',
    '/mis-servicios/medidor/historial-lectura',
    '/mis-servicios/medidor/historial-pagos',
    '/mis-servicios/medidor/detalle-deuda',
    '/mis-servicios/medidor/convenio-pago',
  ]),
  { screen: '/mis-servicios/medidor/convenio-pago/detalle/:id', from: '/mis-servicios/medidor/convenio-pago', within: MAIN },
  ...tabs({ from: '/mis-servicios/medidor/convenio-pago', within: TABS }, [
    '/mis-servicios/medidor/tarifas',
    '/mis-servicios/medidor/simulador',
    '/mis-servicios/medidor/requerimientos',
  ]),
  {
    screen: '/mis-servicios/medidor/requerimientos/:code',
    from: null,
    // the simulator's preload code; the app's own links carry it as ?codigo= on Requerimientos
    url: '/mis-servicios/medidor/requerimientos/C361',
    note: 'no link of the app leads to it (its links preload with ?codigo= on Requerimientos)',
  },
  home('/mis-servicios/medidor/suscripcion', MAIN),
  // Granel Habitacional
  home('/mis-servicios/granel', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, ['/mis-servicios/granel/realizar-pedidos', '/mis-servicios/granel/pedidos']),
  { screen: '/mis-servicios/granel/pedidos/:id', from: '/mis-servicios/granel/pedidos', within: MAIN },
  ...tabs({ from: '/mis-servicios/granel/pedidos', within: TABS }, [
    '/mis-servicios/granel/historial-pagos',
    '/mis-servicios/granel/detalle-deuda',
    '/mis-servicios/granel/cuenta-corriente',
  ]),
  {
    screen: '/mis-servicios/granel/cuenta-corriente/:id/:docYear/:clientCode',
    from: '/mis-servicios/granel/cuenta-corriente',
    within: MAIN,
  },
  { screen: '/mis-servicios/granel/telemetria', from: '/mis-servicios/granel/cuenta-corriente', within: TABS },
  ...telemetry(),
  ...tabs({ from: '/mis-servicios/granel/telemetria', within: TABS }, [
    '/mis-servicios/granel/requerimientos',
    '/mis-servicios/granel/variacion-precio',
  ]),
  // Cilindro
  home('/mis-servicios/cilindro', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, [
    '/mis-servicios/cilindro/realizar-pedidos',
    '/mis-servicios/cilindro/precios',
    '/mis-servicios/cilindro/descuentos',
    '/mis-servicios/cilindro/pedidos',
  ]),
  { screen: '/mis-servicios/cilindro/pedidos/:id', from: '/mis-servicios/cilindro/pedidos', within: MAIN },
  { screen: '/mis-servicios/cilindro/requerimientos', from: '/mis-servicios/cilindro/pedidos', within: TABS },
  // Autogas
  home('/mis-servicios/autogas', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, [
    '/mis-servicios/autogas/contrato',
    '/mis-servicios/autogas/consumo',
    '/mis-servicios/autogas/metas',
    '/mis-servicios/autogas/mantenciones-asistencias',
  ]),
  {
    screen: '/mis-servicios/autogas/mantenciones-asistencias/:noticeId',
    from: '/mis-servicios/autogas/mantenciones-asistencias',
    within: MAIN,
  },
  // 'Agendar mantención' is a button-like link on Mantenciones y Asistencias, not a tab
  { screen: '/mis-servicios/autogas/agenda-mantenciones', from: '/mis-servicios/autogas/mantenciones-asistencias', within: MAIN },
  { screen: '/mis-servicios/autogas/requerimientos', from: '/mis-servicios/autogas/mantenciones-asistencias', within: TABS },
  // the menu's other areas
  home('/requerimientos', MENU),
  { screen: '/requerimientos/:id', from: '/requerimientos', within: MAIN },
  ...infoTabs(['medidor', 'granel', 'cilindro', 'autogas']),
  home('/adminitracion_cuentas', MENU),
  ...['granel', 'cilindro', 'autogas', 'medidor'].flatMap((line, i, lines): ScreenStep[] => [
    {
      screen: `/adminitracion_cuentas/${line}`,
      route: '/adminitracion_cuentas/:service',
      from: i === 0 ? '/adminitracion_cuentas' : `/adminitracion_cuentas/${lines[i - 1]}`,
      within: TABS,
    },
    {
      screen: `/adminitracion_cuentas/${line}/asociar`,
      route: '/adminitracion_cuentas/:service/asociar',
      from: `/adminitracion_cuentas/${line}`,
      within: MAIN,
    },
  ]),
];

/** Telemetría's drill-down: a client's tanks, a tank, its history (the same screens for a person and a Funcionario). */
function telemetry(): ScreenStep[] {
  const base = '/mis-servicios/granel/telemetria';
  return [
    { screen: `${base}/:clientCode/tanques`, from: base, within: MAIN },
    { screen: `${base}/:clientCode/tanques/:tankId`, from: `${base}/:clientCode/tanques`, within: MAIN },
    // the tanks' list links to each tank's history ('Ver Historial'); the tank's page does not
    { screen: `${base}/:clientCode/tanques/:tankId/historial`, from: `${base}/:clientCode/tanques`, within: MAIN },
  ];
}

/** Información de Interés from the menu (it opens on the first line's tab), then each line's tab from the one before. */
function infoTabs(lines: string[]): ScreenStep[] {
  return [
    home('/informacion_interes', MENU),
    ...lines
      .slice(1)
      .concat(lines[0]!)
      .map((line, i, order) => ({
        screen: `/informacion_interes/${line}`,
        route: '/informacion_interes/:tab',
        from: i === 0 ? '/informacion_interes' : `/informacion_interes/${order[i - 1]}`,
        within: TABS,
      })),
  ];
}

const funcionario: ScreenStep[] = [
  { screen: '/editar-perfil', from: '/mis-servicios', within: HEADER },
  { screen: '/mis-servicios', from: '/editar-perfil', within: MENU },
  // Granel Industrial
  home('/mis-servicios/granel', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, [
    '/mis-servicios/granel/resumen-tanques',
    '/mis-servicios/granel/realizar-pedidos',
    '/mis-servicios/granel/pedidos',
  ]),
  { screen: '/mis-servicios/granel/pedidos/:id', from: '/mis-servicios/granel/pedidos', within: MAIN },
  ...tabs({ from: '/mis-servicios/granel/pedidos', within: TABS }, [
    '/mis-servicios/granel/historial-pagos',
    '/mis-servicios/granel/detalle-deuda',
    '/mis-servicios/granel/cuenta-corriente',
  ]),
  {
    screen: '/mis-servicios/granel/cuenta-corriente/:id/:docYear/:clientCode',
    from: '/mis-servicios/granel/cuenta-corriente',
    within: MAIN,
  },
  { screen: '/mis-servicios/granel/telemetria', from: '/mis-servicios/granel/cuenta-corriente', within: TABS },
  ...telemetry(),
  ...tabs({ from: '/mis-servicios/granel/telemetria', within: TABS }, [
    '/mis-servicios/granel/requerimientos',
    '/mis-servicios/granel/variacion-precio',
  ]),
  // Envasado Institucional
  home('/mis-servicios/cilindro', MENU),
  ...tabs({ from: '/mis-servicios', within: MAIN }, ['/mis-servicios/cilindro/cotizar-pedido', '/mis-servicios/cilindro/cotizaciones']),
  { screen: '/mis-servicios/cilindro/cotizaciones/:quoteNumber', from: '/mis-servicios/cilindro/cotizaciones', within: MAIN },
  { screen: '/mis-servicios/cilindro/cuenta-corriente', from: '/mis-servicios/cilindro/cotizaciones', within: TABS },
  {
    screen: '/mis-servicios/cilindro/detalle-documento/:docNumber/:docYear/:clientCode',
    from: '/mis-servicios/cilindro/cuenta-corriente',
    within: MAIN,
  },
  // Suministro Eléctrico: the dashboard has no card for it; the menu opens it on Historial de Consumos
  home('/mis-servicios/suministro-electrico', MENU),
  ...tabs({ from: '/mis-servicios/suministro-electrico', within: TABS }, [
    '/mis-servicios/suministro-electrico/historial-facturas',
    '/mis-servicios/suministro-electrico/historial-pagos',
    '/mis-servicios/suministro-electrico/detalle-deuda',
    '/mis-servicios/suministro-electrico/historial-consumos',
  ]),
  home('/requerimientos', MENU),
  { screen: '/requerimientos/:id', from: '/requerimientos', within: MAIN },
  ...infoTabs(['granel_industrial', 'suministro_electrico']),
];

const admin: ScreenStep[] = [
  { screen: '/editar-perfil', from: '/mis-servicios', within: HEADER },
  { screen: '/mis-servicios', from: '/editar-perfil', within: MENU },
  // Buscar Clientes' rows: /mis-servicios/cliente?clienteId=…&empresaId=…
  home('/mis-servicios/cliente', MAIN),
  { screen: '/funcionarios', from: '/mis-servicios/cliente', within: MENU },
  { screen: '/funcionarios/nuevo', from: '/funcionarios', within: MAIN },
  { screen: '/funcionarios/:id', from: '/funcionarios', within: MAIN, link: /^\/funcionarios\/\d+$/ },
];

export const STEPS: Record<PersonaName, ScreenStep[]> = { person, funcionario, admin };

/** Whether a link's path leads to the step's screen. */
export function linksTo(step: ScreenStep, pathname: string): boolean {
  return (step.link ?? parse(step.screen).pattern).test(pathname);
}

/** the signed-out and public screens, which no persona's data reaches */
const SIGNED_OUT = 'signed out: the bench measures the screens of a signed-in persona';

/** The route table's screens the bench does not open, with the reason. */
export function notOpened(): Array<{ route: string; reason: string }> {
  const opened = new Set(
    PERSONAS.flatMap((persona) =>
      STEPS[persona.name].flatMap((step) => persona.covers.map((access) => `${access} ${step.route ?? step.screen}`)),
    ),
  );
  const signedOut = [...routeTable.guest, ...routeTable.public].map((route) => ({
    route: route.path,
    reason: route.demoOnly ? `${SIGNED_OUT}; a demo page (closed in REST mode)` : SIGNED_OUT,
  }));
  const missing = routeTable.signedIn
    .filter((route) => !opened.has(`${route.access} ${route.path}`))
    .map((route) => ({ route: `${route.path} (${route.access})`, reason: 'not in scripts/bench/latency/screens.ts: add its step' }));
  return [...missing, ...signedOut];
}
