import { Link, useLocation } from 'wouter';
import type { MenuEntry } from '../menu';
import { paths } from '../../shared/paths';

function isActive(location: string, href: string): boolean {
  const path = href.split('#')[0];
  return path === paths.dashboard ? location === path : location === path || location.startsWith(`${path}/`);
}

export function Sidebar({ entries, onNavigate }: { entries: MenuEntry[]; onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <nav className="sidebar-nav" aria-label="Menú principal">
      <ul>
        {entries.map((entry) => (
          <li key={entry.href}>
            <Link href={entry.href} onClick={onNavigate} aria-current={isActive(location, entry.href) ? 'page' : undefined}>
              {entry.label}
            </Link>
            {entry.children && entry.children.length > 0 && (
              <ul>
                {entry.children.map((child) => (
                  <li key={child.href}>
                    <Link href={child.href} onClick={onNavigate} aria-current={isActive(location, child.href) ? 'page' : undefined}>
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
