import { Link } from 'wouter';
import type { ShellUser } from '../../shared/api';
import { useConfig } from '../../shared/config';
import { Avatar } from '../../ui/Avatar';
import { Bell } from '../../features/notifications/Bell';
import { paths } from '../../shared/paths';

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
      <Link href={paths.dashboard} className="brand">
        Sucursal Virtual
      </Link>
      <div className="header-end">
        {flag('notificaciones_campana') && <Bell unread={unread} />}
        {user && (
          <Link href={paths.profile} className="header-user" title="Editar perfil">
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
