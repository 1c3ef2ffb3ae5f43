import { useConfig } from '../../shared/config';

/** The help block: phone, opening hours and a chat link (spec 1 §1, §3). */
export function HelpBlock() {
  const { contact, links } = useConfig();
  return (
    <section className="help-block" aria-labelledby="help-title">
      <h2 id="help-title">¿Necesitas ayuda?</h2>
      <p>
        Llámanos al <a href={`tel:${contact.orderPhone.replace(/\s/g, '')}`}>{contact.orderPhone}</a>
      </p>
      <p>{contact.hours}</p>
      <a className="button button-secondary" href={links.chat} target="_blank" rel="noreferrer">
        Chatea con nosotros
      </a>
    </section>
  );
}
