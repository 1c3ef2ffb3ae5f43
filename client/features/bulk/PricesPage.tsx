import { useQuery } from '@apollo/client/react';
import { formatDate, formatMoney } from '../../lib/format';
import { paths } from '../../shared/paths';
import { Table } from '../../ui/Table';
import { BULK_PRICES } from './api';
import { BulkShell } from './BulkShell';
import { bulkTab } from './bulk-list';
import { screenRead } from '../../shared/screen-reads';

/** Variación de Precios (spec 2 §2): date and price. */
const pricesRead = (clientCode: string) => screenRead(BULK_PRICES, { clientCode });

export const prefetch = bulkTab(paths.bulk.prices, (client) => client && pricesRead(client.code));

export default function PricesPage() {
  return <BulkShell current={paths.bulk.prices}>{(_, chosen) => <Prices clientCode={chosen.clientCode} />}</BulkShell>;
}

function Prices({ clientCode }: { clientCode: string }) {
  const { data, loading, error, refetch } = useQuery(BULK_PRICES, { variables: pricesRead(clientCode).variables, errorPolicy: 'all' });
  const list = data?.viewer?.bulkPriceChanges;
  return (
    <Table
      caption="Variación de precios"
      hideCaption
      columns={[
        { key: 'date', header: 'Fecha', render: (p) => formatDate(p.date) },
        { key: 'price', header: 'Precio', align: 'end', render: (p) => formatMoney(p.price) },
      ]}
      rows={list?.changes}
      rowKey={(p) => p.date}
      loading={loading && !list}
      error={!loading && !list && error}
      onRetry={() => void refetch()}
      emptyText={list?.emptyMessage ?? 'No se registran variaciones de precio'}
    />
  );
}
