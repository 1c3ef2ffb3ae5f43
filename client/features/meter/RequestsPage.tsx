import { useParams, useSearch } from 'wouter';
import { isRequestCode, preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { MeterFrame } from './MeterFrame';

/**
 * The meter's Requerimientos tab: the request wizard in the area's frame (its step 1 chooses the meter, so the frame's
 * selector is left out); with a request code, the payment success the portal returns to (docs/decisions.md).
 */
export default function MeterRequestsPage() {
  const search = useSearch();
  const { code } = useParams<{ code?: string }>();
  const paid = code && isRequestCode(code) ? code.toUpperCase() : null;
  return (
    <MeterFrame title="Medidor" selector={false}>
      {() => (
        <div className="card">
          <RequestWizard line="METER" preload={paid ? null : preloadOf(search)} code={paid} />
        </div>
      )}
    </MeterFrame>
  );
}
