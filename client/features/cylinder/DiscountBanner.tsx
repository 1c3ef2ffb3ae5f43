import { useConfig } from '../../shared/config';
import './cylinder.css';

/** The banner of Precios and Descuentos (spec 2 §2): a cylinder discount through the chat, in a new tab. */
export function DiscountBanner() {
  const { links } = useConfig();
  return (
    <a className="discount-banner" href={links.chat} target="_blank" rel="noreferrer">
      <strong>¿Quieres un descuento en tu cilindro?</strong>
      <span>Conversa con un ejecutivo por chat y obtén tu descuento</span>
    </a>
  );
}
