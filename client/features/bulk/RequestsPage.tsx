import { useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { BulkShell } from './BulkShell';
import { useBulkVariant } from './variant';

/** The bulk Requerimientos tab: the request wizard inside the bulk shell (its step 1 chooses the client). */
export default function BulkRequestsPage() {
  const search = useSearch();
  const { company } = useBulkVariant();
  return (
    <BulkShell current={paths.bulk.requests} selector={false}>
      {() => (
        <div className="card">
          <RequestWizard line={company ? 'INDUSTRIAL_BULK' : 'BULK'} preload={preloadOf(search)} code={null} />
        </div>
      )}
    </BulkShell>
  );
}
