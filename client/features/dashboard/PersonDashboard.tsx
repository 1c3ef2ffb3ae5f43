import { Link } from 'wouter';
import { autogasTabs, bulkTabs, cylinderTabs, meterTabs, visibleTabs } from '../../shared/service-tabs';
import { useConfig } from '../../shared/config';
import type { DashboardData } from './api';
import { LineCard } from './LineCard';
import { TrackingBox } from './TrackingBox';
import { href, paths } from '../../shared/paths';

type Services = NonNullable<NonNullable<DashboardData['viewer']>['services']>;

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

export function PersonDashboard({ services }: { services: Services }) {
  const { flag } = useConfig();
  const { meter, bulk, cylinder, autogas } = services;
  const empty = meter.length + bulk.length + cylinder.length + autogas.length === 0;

  return (
    <>
      <div className="dashboard-actions">
        {flag('medidor_suscripcion') && meter.length > 0 && (
          <Link href={paths.meter.subscription} className="button button-secondary">
            Suscripción a boleta electrónica
          </Link>
        )}
        <Link href={paths.serviceChooser} className="button">
          Agregar Servicios
        </Link>
      </div>
      {empty ? (
        <NewUserCards />
      ) : (
        <>
          {flag('granel') && bulk.length > 0 && <TrackingBox />}
          <div className="card-grid">
            {flag('medidor') && meter.length > 0 && (
              <LineCard
                title="Medidor"
                summary={count(meter.length, 'medidor asociado', 'medidores asociados')}
                tabs={visibleTabs(meterTabs, flag)}
              />
            )}
            {flag('granel') && bulk.length > 0 && (
              <LineCard
                title="Granel Habitacional"
                summary={count(bulk.length, 'cliente asociado', 'clientes asociados')}
                tabs={visibleTabs(bulkTabs, flag)}
              />
            )}
            {flag('cilindro') && cylinder.length > 0 && (
              <LineCard
                title="Cilindro"
                summary={count(cylinder.length, 'dirección asociada', 'direcciones asociadas')}
                tabs={visibleTabs(cylinderTabs, flag)}
              />
            )}
            {flag('autogas') && autogas.length > 0 && (
              <LineCard title="Autogas" summary={autogas.map((v) => v.patent).join(', ')} tabs={visibleTabs(autogasTabs, flag)} />
            )}
          </div>
        </>
      )}
    </>
  );
}

/** `line` is both the line's flag and its linking screen's `service` */
const offers = [
  { line: 'cilindro', title: 'Cilindro', text: 'Pide gas en cilindros de 5, 11, 15 y 45 kilos y sigue tu pedido.' },
  { line: 'granel', title: 'Granel Habitacional', text: 'Pide gas para tu estanque, revisa tu deuda y la telemetría.' },
  { line: 'autogas', title: 'Autogas', text: 'Revisa tu contrato, consumo y agenda las mantenciones de tu vehículo.' },
  { line: 'medidor', title: 'Medidor', text: 'Revisa tus boletas, lecturas, pagos y deuda de gas por medidor.' },
];

/** The first-time view: "¿Eres nuevo?" with a card per line, each opening its line's linking screen (spec 2 §2). */
function NewUserCards() {
  const { flag } = useConfig();
  return (
    <section className="new-user" aria-labelledby="new-user-title">
      <h2 id="new-user-title">¿Eres nuevo?</h2>
      <p>Aún no tienes servicios asociados. Agrega uno para comenzar:</p>
      <div className="card-grid">
        {offers
          .filter((o) => flag(o.line))
          .map((o) => (
            <article key={o.line} className="card">
              <h3>{o.title}</h3>
              <p>{o.text}</p>
              <Link href={href(paths.accountsLink, { service: o.line })} className="button button-secondary">
                Agregar {o.title}
              </Link>
            </article>
          ))}
      </div>
    </section>
  );
}
