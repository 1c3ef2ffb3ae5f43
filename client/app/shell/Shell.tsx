import { useState, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { ConsentGate } from '../../features/auth/ConsentGate';
import { CylinderCheck } from '../../features/notifications/CylinderCheck';
import { FlashNotice } from '../../shared/flash';
import { LoadError } from '../../ui/LoadError';
import { SHELL } from '../../shared/api';
import { useConfig } from '../../shared/config';
import { buildMenu } from '../menu';
import { menuDeclarations } from '../registry';
import { SessionActor } from '../../shared/session-actor';
import { Header } from './Header';
import { HelpBlock } from './HelpBlock';
import { SafetyBar } from './SafetyBar';
import { Sidebar } from './Sidebar';

/** The signed-in frame: header, sidebar menu, the screen, the help block and the emergency line. */
export function Shell({ children }: { children: ReactNode }) {
  const config = useConfig();
  const actor = SessionActor.useActorRef();
  const session = SessionActor.useSelector((s) => s.context.session);
  const [menuOpen, setMenuOpen] = useState(false);
  // a field that fails (the bell's count) comes back null beside the rest: only a shell with no viewer is an error
  const { data, error, refetch } = useQuery(SHELL, { errorPolicy: 'all' });
  const viewer = data?.viewer ?? null;

  const menu = viewer
    ? buildMenu(menuDeclarations, {
        kind: viewer.kind,
        flag: config.flag,
        hasDebt: viewer.user.hasDebt,
        hasRequests: viewer.hasRequests,
        person: viewer.services && {
          meter: viewer.services.meter.length,
          bulk: viewer.services.bulk.length,
          cylinder: viewer.services.cylinder.length,
          autogas: viewer.services.autogas.length,
        },
        company: viewer.company && { isAdministrator: viewer.company.isAdministrator, lines: viewer.company.services.map((s) => s.line) },
      })
    : [];

  const fallbackUser = session
    ? {
        id: session.user.id,
        name: session.user.name,
        lastName: session.user.lastName,
        email: session.user.email,
        avatarUrl: null,
        hasDebt: false,
        role: session.role,
      }
    : null;

  return (
    <div className={`app-shell${menuOpen ? ' menu-open' : ''}`}>
      <a className="skip-link" href="#main">
        Ir al contenido
      </a>
      <Header
        user={viewer?.user ?? fallbackUser}
        unread={viewer?.unreadNotifications ?? 0}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
        onLogout={() => actor.send({ type: 'session.logout' })}
      />
      <div className="app-body">
        <aside id="sidebar" className="sidebar">
          {error && !viewer ? (
            <p className="sidebar-error">No fue posible cargar el menú.</p>
          ) : (
            <Sidebar entries={menu} onNavigate={() => setMenuOpen(false)} />
          )}
          <HelpBlock />
        </aside>
        {menuOpen && <div className="sidebar-scrim" onClick={() => setMenuOpen(false)} aria-hidden="true" />}
        <main id="main" className="app-main">
          <FlashNotice />
          {error && !viewer ? <LoadError onRetry={() => void refetch()} /> : children}
        </main>
      </div>
      <SafetyBar />
      <ConsentGate />
      {(viewer?.services?.cylinder.length ?? 0) > 0 && <CylinderCheck />}
    </div>
  );
}
