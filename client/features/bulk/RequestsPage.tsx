import { useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { BulkShell } from './BulkShell';

/** Granel's Requerimientos tab: the request wizard inside the bulk shell (its step 1 chooses the client). */
export default function BulkRequestsPage() {
  const search = useSearch();
  return (
    <BulkShell current={paths.bulk.requests} selector={false}>
      {() => (
        <div className="card">
          <RequestWizard line="BULK" preload={preloadOf(search)} code={null} />
        </div>
      )}
    </BulkShell>
  );
}
