import type { MenuDeclaration, MenuInput } from '../shared/routing';

/**
 * The sidebar of spec 1 §2 (Menu) and spec 3 §4 (Menu visibility), from the entries the features declare.
 * Pure, so its rules are unit-tested.
 */
export interface MenuEntry {
  label: string;
  href: string;
  children?: MenuEntry[];
}

export type { MenuInput };

function byOrder(a: MenuDeclaration, b: MenuDeclaration): number {
  return a.order - b.order;
}

function toEntry(declaration: MenuDeclaration, input: MenuInput): MenuEntry {
  return { label: declaration.label, href: typeof declaration.href === 'string' ? declaration.href : declaration.href(input) };
}

export function buildMenu(declarations: readonly MenuDeclaration[], input: MenuInput): MenuEntry[] {
  const shown = declarations.filter((d) => d.visible(input)).sort(byOrder);
  return shown
    .filter((d) => d.parent === undefined)
    .map((d) => {
      const entry = toEntry(d, input);
      if (d.id === undefined) return entry;
      return { ...entry, children: shown.filter((child) => child.parent === d.id).map((child) => toEntry(child, input)) };
    });
}
