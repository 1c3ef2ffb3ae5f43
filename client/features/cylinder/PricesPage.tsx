import { useQuery } from '@apollo/client/react';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { chileDay } from '../../../machines/rules/chile-time';
import { paths } from '../../shared/paths';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { Table } from '../../ui/Table';
import { CYLINDER_PRICES } from './api';
import { CylinderShell } from './CylinderShell';
import { cylinderTab } from './cylinder-list';
import { screenRead } from '../../shared/screen-reads';
import { DiscountBanner } from './DiscountBanner';
import { communeHint } from './commune-hint';

/** The service's prices, its commune named when the client holds it (commune-hint.ts) */
const pricesRead = (clientCode: string, city: string | undefined) =>
  screenRead(CYLINDER_PRICES, { clientCode, commune: communeHint(clientCode, city) });

export const prefetch = cylinderTab((client) => client && pricesRead(client.code, client.item?.city));

/** Precios (spec 2 §2): today's prices where the service is, and the discount banner. */
export default function PricesPage() {
  return (
    <CylinderShell current={paths.cylinder.prices} flag="cilindro_precios">
      {(view) => (
        <>
          <Prices clientCode={view.chosen.clientCode} city={view.chosen.city} />
          <DiscountBanner />
        </>
      )}
    </CylinderShell>
  );
}

function Prices({ clientCode, city }: { clientCode: string; city: string }) {
  const { data, loading, refetch } = useQuery(CYLINDER_PRICES, { variables: pricesRead(clientCode, city).variables, errorPolicy: 'all' });
  const list = data?.viewer?.cylinderPrices;
  if (!list) return loading ? <Loading /> : <LoadError onRetry={() => refetch()} />;
  const today = formatDate(chileDay());
  return (
    <>
      <h2>
        Valor de productos para hoy {today} en {list.city ?? MISSING}, {list.region ?? MISSING}
      </h2>
      <Table
        caption="Precios de cilindros"
        hideCaption
        columns={[
          { key: 'type', header: 'Producto', render: (p) => p.type ?? MISSING },
          { key: 'price', header: 'Precio', align: 'end', render: (p) => formatMoney(p.price) },
        ]}
        rows={list.prices}
        rowKey={(p) => p.typeCode}
        loading={false}
        error={false}
        emptyText={list.emptyMessage ?? 'No hay precios disponibles'}
      />
    </>
  );
}
