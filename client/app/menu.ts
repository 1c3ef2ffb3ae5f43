/**
 * The sidebar of spec 1 §2 (Menu) and spec 3 §4 (Menu visibility), computed from what the shell knows.
 * Pure, so its rules are unit-tested.
 */
export interface MenuEntry {
  label: string;
  href: string;
  children?: MenuEntry[];
}

export interface MenuInput {
  kind: 'PERSON' | 'COMPANY';
  flag(name: string): boolean;
  hasDebt: boolean;
  hasRequests: boolean;
  person?: { meter: number; bulk: number; cylinder: number; autogas: number } | null;
  company?: { isAdministrator: boolean; lines: string[] } | null;
}

export function buildMenu(input: MenuInput): MenuEntry[] {
  const { flag } = input;
  const services: MenuEntry[] = [];
  const entries: MenuEntry[] = [];

  if (input.kind === 'PERSON') {
    const lines = input.person ?? { meter: 0, bulk: 0, cylinder: 0, autogas: 0 };
    if (lines.meter > 0 && flag('medidor')) {
      services.push({ label: 'Medidor', href: `/mis-servicios/medidor${input.hasDebt ? '#showmodal' : ''}` });
    }
    if (lines.bulk > 0 && flag('granel')) services.push({ label: 'Granel', href: '/mis-servicios/granel' });
    if (lines.cylinder > 0 && flag('cilindro')) services.push({ label: 'Cilindro', href: '/mis-servicios/cilindro' });
    if (lines.autogas > 0 && flag('autogas')) services.push({ label: 'Autogas', href: '/mis-servicios/autogas' });
    entries.push({ label: 'Mis Servicios', href: '/mis-servicios', children: services });
    if (flag('menu_mis_requerimientos') && input.hasRequests) entries.push({ label: 'Mis Requerimientos', href: '/requerimientos' });
    if (flag('menu_informacion_interes')) entries.push({ label: 'Información de Interés', href: '/informacion_interes' });
    const anyLine = lines.meter + lines.bulk + lines.cylinder + lines.autogas > 0;
    if (anyLine && flag('menu_administrar_servicios')) entries.push({ label: 'Administrar mis servicios/productos', href: '/adminitracion_cuentas' });
    return entries;
  }

  const lines = new Set(input.company?.lines ?? []);
  if (lines.has('INDUSTRIAL_BULK')) services.push({ label: 'Granel Industrial', href: '/mis-servicios/granel' });
  if (lines.has('INSTITUTIONAL_CYLINDER') && flag('envasado_institucional_menu')) {
    services.push({ label: 'Envasado Institucional', href: '/mis-servicios/cilindro' });
  }
  if (lines.has('ELECTRICITY') && flag('suministro_electrico_menu')) {
    services.push({ label: 'Suministro Eléctrico', href: '/mis-servicios/suministro-electrico' });
  }
  entries.push({ label: 'Mis Servicios', href: '/mis-servicios', children: services });
  if (flag('menu_mis_requerimientos') && input.hasRequests) entries.push({ label: 'Mis Requerimientos', href: '/requerimientos' });
  if (flag('menu_informacion_interes')) entries.push({ label: 'Información de Interés', href: '/informacion_interes' });
  if (input.company?.isAdministrator) entries.push({ label: 'Mis funcionarios', href: '/funcionarios' });
  return entries;
}
