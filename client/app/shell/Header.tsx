import { Link } from 'wouter';
import type { ShellUser } from '../api';
import { useConfig } from '../config';
import { Avatar } from './Avatar';

export interface HeaderProps {
  user: ShellUser | null;
  unread: number;
  menuOpen: boolean;
  onToggleMenu(): void;
  onLogout(): void;
}

export function Header({ user, unread, menuOpen, onToggleMenu, onLogout }: HeaderProps) {
  const { flag } = useConfig();
  return (
    <header className="app-header">
      <button type="button" className="menu-toggle" aria-expanded={menuOpen} aria-controls="sidebar" onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menú</span>
      </button>
      <Link href="/mis-servicios" className="brand">
        Sucursal Virtual
      </Link>
      <div className="header-end">
        {flag('notificaciones_campana') && (
          <span className="bell" aria-label={`Notificaciones sin leer: ${unread}`} role="img">
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z" fill="currentColor" />
            </svg>
            {unread > 0 && <span className="badge">{unread}</span>}
          </span>
        )}
        {user && (
          <Link href="/editar-perfil" className="header-user" title="Editar perfil">
            <Avatar name={user.name} lastName={user.lastName} url={user.avatarUrl} size={36} />
            <span className="header-name">
              {user.name} {user.lastName}
            </span>
          </Link>
        )}
        <button type="button" className="button button-ghost" onClick={onLogout}>
          Cerrar sesión
        </button>
      </div>
    </header>
  );
}
