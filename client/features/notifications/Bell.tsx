import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useConnection } from '../../shared/apollo-ready';
import { SessionActor } from '../../shared/session-actor';
import { formatDateTime, MISSING } from '../../lib/format';
import { Loading } from '../../ui/Loading';
import { MARK_NOTIFICATIONS_READ, NOTIFICATIONS, type NotificationItem } from './api';

interface Listing {
  loading: boolean;
  error: boolean;
  items: readonly NotificationItem[];
}

/** An external notification posts its form to its URL in a new tab (spec 1 §3). */
function openExternal(item: NotificationItem) {
  if (!item.url) return;
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = item.url;
  form.target = '_blank';
  for (const field of item.form) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = field.name;
    input.value = field.value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
  form.remove();
}

export interface BellProps {
  unread: number;
  /** the shell keeps one of the bell and the menu drawer open at a time */
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The bell: the unread count (polled by the session), and the list; opening it marks everything read. */
export function Bell({ unread, open, onOpenChange }: BellProps) {
  // the shell shows before Apollo has loaded: the bell takes it when it is opened
  const { apollo } = useConnection();
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const [listing, setListing] = useState<Listing>({ loading: false, error: false, items: [] });
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onMouseDown = (event: MouseEvent) => {
      if (!panel.current?.contains(event.target as Node)) onOpenChange(false);
    };
    // Escape gives the focus back to the bell, not to the body the closed panel leaves it on
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onOpenChange(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onMouseDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onOpenChange]);

  const toggle = async () => {
    if (open) return onOpenChange(false);
    onOpenChange(true);
    // a list that cannot be read shows its error in the panel, and nothing is marked read
    setListing((current) => ({ ...current, loading: true, error: false }));
    const client = await apollo.load().catch(() => null);
    const result = client && (await client.query({ query: NOTIFICATIONS, fetchPolicy: 'network-only' }).catch(() => null));
    const items = result?.data?.viewer?.notifications;
    setListing({ loading: false, error: !items, items: items ?? [] });
    if (!client || !items || unread === 0) return;
    const marked = await client.mutate({ mutation: MARK_NOTIFICATIONS_READ }).then(
      (answer) => answer.data?.markNotificationsRead.ok === true,
      () => false,
    );
    if (!marked) return;
    session.send({ type: 'notifications.read' });
    client.cache.modify({ id: 'Viewer:{}', fields: { unreadNotifications: () => 0 } });
  };

  const choose = (item: NotificationItem) => {
    onOpenChange(false);
    if (item.target === 'EXTERNAL') openExternal(item);
    else if (item.path) navigate(item.path);
  };

  const { loading, error, items } = listing;
  return (
    <div className="bell-wrap" ref={panel}>
      <button
        ref={button}
        type="button"
        className="bell"
        aria-expanded={open}
        aria-haspopup="true"
        aria-label={`Notificaciones sin leer: ${unread}`}
        onClick={() => void toggle()}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 22a2.5 2.5 0 0 0 2.5-2.5h-5A2.5 2.5 0 0 0 12 22zm7-6V11a7 7 0 0 0-5.5-6.8V3a1.5 1.5 0 0 0-3 0v1.2A7 7 0 0 0 5 11v5l-2 2v1h18v-1z"
            fill="currentColor"
          />
        </svg>
        {unread > 0 && <span className="badge">{unread}</span>}
      </button>
      {open && (
        <div className="bell-panel" role="region" aria-labelledby={titleId}>
          <h2 id={titleId} className="bell-title">
            Notificaciones
          </h2>
          {loading && <Loading />}
          {error && <p className="field-error">No fue posible cargar las notificaciones.</p>}
          {!loading && !error && items.length === 0 && <p className="empty">No tienes notificaciones.</p>}
          <ul>
            {/* a notification the backend sent without its id takes its place in the list as its key (issue 37) */}
            {items.map((item, index) => (
              <li key={item.id ? `id:${item.id}` : `row:${index}`}>
                <button type="button" className={item.read ? 'notification' : 'notification unread'} onClick={() => choose(item)}>
                  {/* unread as it was when the panel opened (opening marks them read): a dot, bold, and said aloud */}
                  <span>
                    {!item.read && <span className="visually-hidden">No leída: </span>}
                    {item.description ?? MISSING}
                  </span>
                  <small>{formatDateTime(item.createdAt)}</small>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
