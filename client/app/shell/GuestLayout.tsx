import type { ReactNode } from 'react';
import { useConfig } from '../../shared/config';
import { SafetyBar } from './SafetyBar';
import { SkipLink } from './SkipLink';

/** Guest pages: order and emergency lines, social links, WhatsApp ordering, chat, the slogan (spec 1 §1). */
export function GuestLayout({ children }: { children: ReactNode }) {
  const { contact, links } = useConfig();
  return (
    <div className="guest">
      <SkipLink />
      <header className="guest-header">
        <span className="brand">Sucursal Virtual</span>
        <p className="slogan">Energía que impulsa a las pymes de Chile</p>
        <div className="guest-contact">
          <span>
            Pedidos: <a href={`tel:${contact.orderPhone.replace(/\s/g, '')}`}>{contact.orderPhone}</a>
          </span>
          <a className="whatsapp" href={contact.whatsappUrl} target="_blank" rel="noreferrer">
            Pide por WhatsApp
          </a>
        </div>
      </header>
      <main id="main" className="guest-main" tabIndex={-1}>
        {children}
      </main>
      <footer className="guest-footer">
        <nav aria-label="Redes sociales">
          {links.social.map((s) => (
            <a key={s.name} href={s.url} target="_blank" rel="noreferrer">
              {s.name}
            </a>
          ))}
        </nav>
        <a className="chat-widget" href={links.chat} target="_blank" rel="noreferrer">
          ¿Dudas? Chatea con nosotros
        </a>
      </footer>
      <SafetyBar />
    </div>
  );
}
