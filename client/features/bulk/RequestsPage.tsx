import { useSearch } from 'wouter';
import type { PrefetchContext } from '../../shared/prefetch-context';
import { paths } from '../../shared/paths';
import { preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { wizardReads } from '../../shared/request-wizard/wizard-reads';
import { BulkShell } from './BulkShell';
import { bulkTab } from './bulk-list';
import { useBulkVariant } from './variant';

const personPrefetch = bulkTab(paths.bulk.requests, () => wizardReads('BULK'));
const companyPrefetch = bulkTab(paths.bulk.requests, () => wizardReads('INDUSTRIAL_BULK'));
export const prefetch = (context: PrefetchContext) => (context.auth?.kind === 'COMPANY' ? companyPrefetch : personPrefetch)(context);

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
