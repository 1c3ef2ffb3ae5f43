import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConsentGate } from '../../features/auth/ConsentGate';
import { CylinderCheck } from '../../features/notifications/CylinderCheck';
import { FlashNotice } from '../../shared/flash';
import { LoadError } from '../../ui/LoadError';
import { SHELL } from '../../shared/api';
import { useEarlyQuery } from '../../shared/early-query';
import { useConfig } from '../../shared/config';
import { buildMenu } from '../menu';
import { PrefetchOnNavigation } from '../navigation-prefetch';
import { menuDeclarations } from '../registry';
import { SessionActor } from '../../shared/session-actor';
import { Header } from './Header';
import { HelpBlock } from './HelpBlock';
import { SafetyBar } from './SafetyBar';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { useNarrow } from './use-narrow';
import { PageViewReporter } from './page-views';

/**
 * The signed-in frame: header, sidebar menu, the screen, the help block and the emergency line. Its links start the
 * next screen as they are followed (navigation-prefetch.tsx).
 */
export default function Shell({ children }: { children: ReactNode }) {
  const config = useConfig();
  const actor = SessionActor.useActorRef();
  const session = SessionActor.useSelector((s) => s.context.session);
  // the menu drawer (≤ 1100 px) and the bell's panel: at most one open
  const [open, setOpen] = useState<'menu' | 'bell' | null>(null);
  const menuOpen = open === 'menu';
  const narrow = useNarrow();
  const sidebar = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  // a drawer that closes with the focus inside it (Escape, a link, the scrim) gives it back to the menu button
  const closeMenu = useCallback(() => {
    if (sidebar.current?.contains(document.activeElement)) menuButton.current?.focus();
    setOpen((current) => (current === 'menu' ? null : current));
  }, []);
  const onBellOpenChange = useCallback((bell: boolean) => setOpen((current) => (bell ? 'bell' : current === 'bell' ? null : current)), []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeMenu();
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, closeMenu]);
  // a field that fails (the bell's count, a line's list) comes back null beside the rest: only a shell with no viewer
  // is an error. Read before Apollo has loaded when the app opens signed in (useFirstScreenLoaded)
  const { data, error, refetch } = useEarlyQuery(SHELL);
  const viewer = data?.viewer ?? null;
  const services = viewer?.services;
  const company = viewer?.company;

  const menu = viewer
    ? buildMenu(menuDeclarations, {
        kind: viewer.kind,
        flag: config.flag,
        demo: config.demo,
        hasDebt: viewer.user?.hasDebt ?? false,
        hasRequests: viewer.hasRequests ?? false,
        person: services && {
          meter: services.meter?.length ?? 0,
          bulk: services.bulk?.length ?? 0,
          cylinder: services.cylinder?.length ?? 0,
          autogas: services.autogas?.length ?? 0,
        },
        company: company && {
          isAdministrator: company.isAdministrator ?? session?.role === 'Administrador',
          lines: company.services?.map((s) => s.line) ?? [],
        },
      })
    : [];
  // what the menu is built from is one block: a part that could not be read leaves its entries out, and says so
  const menuIncomplete =
    viewer !== null &&
    [
      viewer.user,
      viewer.hasRequests,
      services?.meter,
      services?.bulk,
      services?.cylinder,
      services?.autogas,
      company?.isAdministrator,
      company?.services,
    ].includes(null);

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
    <PrefetchOnNavigation>
      <div className={`app-shell${menuOpen ? ' menu-open' : ''}`}>
        <SkipLink />
        <Header
          user={viewer?.user ?? fallbackUser}
          unread={viewer?.unreadNotifications ?? 0}
          menuOpen={menuOpen}
          menuButtonRef={menuButton}
          onToggleMenu={() => (menuOpen ? closeMenu() : setOpen('menu'))}
          bellOpen={open === 'bell'}
          onBellOpenChange={onBellOpenChange}
          onLogout={() => actor.send({ type: 'session.logout' })}
        />
        <div className="app-body">
          {/* a closed drawer is out of the tab order and of the accessibility tree */}
          <aside id="sidebar" ref={sidebar} className="sidebar" inert={narrow && !menuOpen}>
            {error && !viewer ? (
              <p className="sidebar-error">No fue posible cargar el menú.</p>
            ) : (
              <Sidebar entries={menu} onNavigate={closeMenu} />
            )}
            {menuIncomplete && (
              <div className="sidebar-error">
                <p>No fue posible cargar todo el menú.</p>
                <button type="button" className="button button-secondary" onClick={() => void refetch()}>
                  Reintentar
                </button>
              </div>
            )}
            <HelpBlock />
          </aside>
          {menuOpen && <div className="sidebar-scrim" onClick={closeMenu} aria-hidden="true" />}
          <main id="main" className="app-main" tabIndex={-1}>
            <FlashNotice />
            {error && !viewer ? <LoadError onRetry={() => void refetch()} /> : children}
          </main>
        </div>
        <SafetyBar />
        <PageViewReporter />
        <ConsentGate />
        {(services?.cylinder?.length ?? 0) > 0 && <CylinderCheck />}
      </div>
    </PrefetchOnNavigation>
  );
}
