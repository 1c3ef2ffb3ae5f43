import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'wouter';
import { formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { href, paths } from '../../shared/paths';
import { Loading } from '../../ui/Loading';
import { LoadError } from '../../ui/LoadError';
import { TANK } from './api';
import { detailPrefetch, tankRead } from './detail-reads';
import './bulk.css';

export const prefetch = detailPrefetch((_, { location: { params } }) => tankRead(params.clientCode ?? '', params.tankId ?? ''));

/** /telemetria/{client_cod}/tanques/{tank_id}: the tank's level, litres left, the day it runs out (spec 2 §2). */
export default function TankPage() {
  const { clientCode = '', tankId = '' } = useParams<{ clientCode: string; tankId: string }>();
  const { data, loading, refetch } = useQuery(TANK, { variables: tankRead(clientCode, tankId).variables, errorPolicy: 'all' });
  const tank = data?.viewer?.tank;
  let body;
  if (!tank) body = loading ? <Loading /> : <LoadError onRetry={() => refetch()} />;
  else {
    const percent = Math.max(0, Math.min(100, tank.percentage ?? 0));
    body = (
      <>
        <div
          className="tank-level"
          role="meter"
          aria-label="Nivel del tanque"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          style={{ ['--level' as string]: `${percent}%` }}
        >
          <span>{formatNumber(tank.percentage)}% de gas</span>
        </div>
        <dl className="order-fields">
          <div>
            <dt>Tanque</dt>
            <dd>{tank.code}</dd>
          </div>
          <div>
            <dt>Última actualización</dt>
            <dd>{formatDateTime(tank.readAt)}</dd>
          </div>
          <div>
            <dt>Litros disponibles</dt>
            <dd>
              {formatNumber(tank.litersLeft)} de {formatNumber(tank.capacity)} litros
            </dd>
          </div>
          <div>
            <dt>Fecha estimada de término</dt>
            <dd>{formatDate(tank.emptyBy)}</dd>
          </div>
          <div>
            <dt>Consumo promedio mensual</dt>
            <dd>{formatNumber(tank.averageMonthlyConsumption)} litros</dd>
          </div>
        </dl>
      </>
    );
  }
  return (
    <section className="page bulk-page" aria-labelledby="tank-title">
      <h1 id="tank-title">Tanque {tankId}</h1>
      <Link href={href(paths.bulk.tanks, { clientCode })}>Volver a los tanques</Link>
      {body}
    </section>
  );
}
