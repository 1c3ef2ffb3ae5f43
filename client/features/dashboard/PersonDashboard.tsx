import { Suspense } from 'react';
import { Link } from 'wouter';
import { useDashboardCards } from '../../shared/dashboard-cards';
import { Loading } from '../../ui/Loading';
import { autogasTabs, bulkTabs, cylinderTabs, meterTabs, visibleTabs } from '../../shared/service-tabs';
import { useConfig, type FlagName } from '../../shared/config';
import type { TabDeclaration } from '../../shared/routing';
import { LoadError } from '../../ui/LoadError';
import type { DashboardBlock, DashboardData } from './api';
import { LineCard } from './LineCard';
import { TrackingBox } from './TrackingBox';
import { href, paths } from '../../shared/paths';

type Services = NonNullable<NonNullable<DashboardData['viewer']>['services']>;

function count(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/** A line's card: its summary when its list came (null: it could not be read), shown when its flag is on. */
interface Line {
  block: DashboardBlock;
  flag: FlagName;
  title: string;
  tabs: TabDeclaration[];
  size: number | null;
  summary: string;
}

export function PersonDashboard({ services, onRetry }: { services: Services; onRetry: (block: DashboardBlock) => Promise<unknown> }) {
  const { flag } = useConfig();
  const cards = useDashboardCards();
  const { meter, bulk, cylinder, autogas } = services;
  const lines: Line[] = [
    {
      block: 'meter',
      flag: 'medidor',
      title: 'Medidor',
      tabs: meterTabs,
      size: meter?.length ?? null,
      summary: count(meter?.length ?? 0, 'medidor asociado', 'medidores asociados'),
    },
    {
      block: 'bulk',
      flag: 'granel',
      title: 'Granel Habitacional',
      tabs: bulkTabs,
      size: bulk?.length ?? null,
      summary: count(bulk?.length ?? 0, 'cliente asociado', 'clientes asociados'),
    },
    {
      block: 'cylinder',
      flag: 'cilindro',
      title: 'Cilindro',
      tabs: cylinderTabs,
      size: cylinder?.length ?? null,
      summary: count(cylinder?.length ?? 0, 'dirección asociada', 'direcciones asociadas'),
    },
    {
      block: 'autogas',
      flag: 'autogas',
      title: 'Autogas',
      tabs: autogasTabs,
      size: autogas?.length ?? null,
      summary: (autogas ?? []).map((v) => v.patent).join(', '),
    },
  ];
  // new only when every list came and all are empty: a line that failed may hold services
  const empty = lines.every((line) => line.size === 0);

  return (
    <>
      <div className="dashboard-actions">
        {flag('medidor_suscripcion') && (meter?.length ?? 0) > 0 && (
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
          {flag('granel') && (bulk?.length ?? 0) > 0 && <TrackingBox />}
          <div className="card-grid">
            {lines
              .filter((line) => flag(line.flag) && line.size !== 0)
              .map((line) =>
                line.size === null ? (
                  <LineCard key={line.block} title={line.title} tabs={[]}>
                    <LoadError onRetry={() => onRetry(line.block)} />
                  </LineCard>
                ) : (
                  <LineCard key={line.block} title={line.title} summary={line.summary} tabs={visibleTabs(line.tabs, flag)}>
                    {line.block === 'autogas' && cards.autogas && autogas && (
                      <Suspense fallback={<Loading />}>
                        <cards.autogas vehicles={autogas} onRetry={() => onRetry('autogas')} />
                      </Suspense>
                    )}
                  </LineCard>
                ),
              )}
          </div>
        </>
      )}
    </>
  );
}

/** `line` is both the line's flag and its linking screen's `service` */
const offers: { line: FlagName; title: string; text: string }[] = [
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
