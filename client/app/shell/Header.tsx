import type { Ref } from 'react';
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
  menuButtonRef: Ref<HTMLButtonElement>;
  onToggleMenu(): void;
  bellOpen: boolean;
  onBellOpenChange(open: boolean): void;
  onLogout(): void;
}

export function Header({ user, unread, menuOpen, menuButtonRef, onToggleMenu, bellOpen, onBellOpenChange, onLogout }: HeaderProps) {
  const { flag } = useConfig();
  return (
    <header className="app-header">
      <button
        ref={menuButtonRef}
        type="button"
        className="menu-toggle"
        aria-expanded={menuOpen}
        aria-controls="sidebar"
        onClick={onToggleMenu}
      >
        <span aria-hidden="true">☰</span>
        <span className="visually-hidden">Menú</span>
      </button>
      <Link href={paths.dashboard} className="brand">
        Sucursal Virtual
      </Link>
      <div className="header-end">
        {flag('notificaciones_campana') && <Bell unread={unread} open={bellOpen} onOpenChange={onBellOpenChange} />}
        {user && (
          <Link href={paths.profile} className="header-user" title="Editar perfil">
            <Avatar name={user.name} lastName={user.lastName} url={user.avatarUrl} size={36} />
            <span className="header-name">
              {user.name} {user.lastName}
            </span>
          </Link>
        )}
        <button type="button" className="button button-ghost logout" onClick={onLogout}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M10 3H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5v-2H5V5h5zm6.6 4.4-1.4 1.4 2.2 2.2H9v2h8.4l-2.2 2.2 1.4 1.4L21.2 12z"
              fill="currentColor"
            />
          </svg>
          {/* on a phone only the icon shows; the name stays for assistive technology */}
          <span className="logout-label">Cerrar sesión</span>
        </button>
      </div>
    </header>
  );
}
