import { useParams, useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { isRequestCode, preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { wizardReads } from '../../shared/request-wizard/wizard-reads';
import { AutogasShell } from './AutogasShell';
import { autogasTab } from './vehicle-list';

export const prefetch = autogasTab(() => wizardReads('AUTOGAS'));

/**
 * Autogas's Requerimientos tab: the request wizard in the area's frame; its step 1 chooses the plate. With a request
 * code, the payment success the portal returns to.
 */
export default function AutogasRequestsPage() {
  const search = useSearch();
  const { code } = useParams<{ code?: string }>();
  const paid = code && isRequestCode(code) ? code.toUpperCase() : null;
  return (
    <AutogasShell current={paths.autogas.requests} selector={false}>
      {() => (
        <div className="card">
          <RequestWizard line="AUTOGAS" preload={paid ? null : preloadOf(search)} code={paid} />
        </div>
      )}
    </AutogasShell>
  );
}
