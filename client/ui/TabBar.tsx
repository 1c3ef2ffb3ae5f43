import { Link } from 'wouter';

export interface TabBarProps {
  label: string;
  tabs: Array<{ href: string; label: string }>;
  current: string;
}

/** Tabs that are routes: each a link, the current one marked for assistive technology. */
export function TabBar({ label, tabs, current }: TabBarProps) {
  return (
    <nav className="tab-bar" aria-label={label}>
      {tabs.map((t) => (
        <Link key={t.href} href={t.href} aria-current={t.href === current ? 'page' : undefined}>
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
