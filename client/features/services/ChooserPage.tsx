import { Link } from 'wouter';
import { useConfig } from '../../shared/config';
import { LINES } from './lines';
import { href, paths } from '../../shared/paths';

const descriptions: Record<string, string> = {
  cilindro: 'Gas licuado en cilindros de 5, 11, 15 y 45 kilos, con despacho a domicilio.',
  granel: 'Gas a granel para el estanque de tu casa o condominio, con telemetría.',
  autogas: 'Gas vehicular: contrato, consumo y mantenciones de tu vehículo convertido.',
  medidor: 'Gas por medidor: boletas, lecturas, pagos y convenios.',
};

/** /servicios/seleccionar: the line to add; a card per line whose flag is on (spec 1 §2). */
export default function ChooserPage() {
  const { flag } = useConfig();
  const order = ['cilindro', 'granel', 'autogas', 'medidor'];
  return (
    <section className="page" aria-labelledby="chooser-title">
      <h1 id="chooser-title">Agregar Servicios</h1>
      <p className="muted">Elige el tipo de servicio que quieres asociar a tu cuenta.</p>
      <div className="card-grid">
        {order
          .map((slug) => LINES.find((l) => l.slug === slug)!)
          .filter((l) => flag(l.flag))
          .map((l) => (
            <article key={l.slug} className="card" aria-label={l.label}>
              <h2>{l.label}</h2>
              <p>{descriptions[l.slug]}</p>
              <Link href={href(paths.accountsLink, { service: l.slug })} className="button">
                Asociar {l.label}
              </Link>
            </article>
          ))}
      </div>
    </section>
  );
}
