import { useParams, useSearch } from 'wouter';
import { paths } from '../../shared/paths';
import { isRequestCode, preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { wizardReads } from '../../shared/request-wizard/wizard-reads';
import { CylinderShell } from './CylinderShell';
import { cylinderTab } from './cylinder-list';

export const prefetch = cylinderTab(() => wizardReads('CYLINDER'));

/** The cylinder's Requerimientos tab: the request wizard in the area's frame (its step 1 chooses the service). */
export default function CylinderRequestsPage() {
  const search = useSearch();
  const { code } = useParams<{ code?: string }>();
  const paid = code && isRequestCode(code) ? code.toUpperCase() : null;
  return (
    <CylinderShell current={paths.cylinder.requests} flag="cilindro_requerimientos" selector={false}>
      {() => (
        <div className="card">
          <RequestWizard line="CYLINDER" preload={paid ? null : preloadOf(search)} code={paid} />
        </div>
      )}
    </CylinderShell>
  );
}
