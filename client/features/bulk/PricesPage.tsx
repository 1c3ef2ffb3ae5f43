import { useQuery } from '@apollo/client/react';
import { formatDate, formatMoney } from '../../lib/format';
import { paths } from '../../shared/paths';
import { Table } from '../../ui/Table';
import { BULK_PRICES } from './api';
import { BulkShell } from './BulkShell';

/** Variación de Precios (spec 2 §2): date and price. */
export default function PricesPage() {
  return <BulkShell current={paths.bulk.prices}>{(_, chosen) => <Prices clientCode={chosen.clientCode} />}</BulkShell>;
}

function Prices({ clientCode }: { clientCode: string }) {
  const { data, loading, error, refetch } = useQuery(BULK_PRICES, { variables: { clientCode }, errorPolicy: 'all' });
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
