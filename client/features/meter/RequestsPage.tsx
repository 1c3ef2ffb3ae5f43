import { useParams, useSearch } from 'wouter';
import { isRequestCode, preloadOf } from '../../shared/request-wizard/preload';
import { RequestWizard } from '../../shared/request-wizard/RequestWizard';
import { wizardReads } from '../../shared/request-wizard/wizard-reads';
import { MeterFrame } from './MeterFrame';
import { meterTab } from './meter-list';

/** The request code whose payment went through, in the path, or null. */
const paidOf = (code: string | undefined) => (code && isRequestCode(code) ? code.toUpperCase() : null);

export const prefetch = meterTab((_, { params }) => wizardReads('METER', paidOf(params.code) !== null));

/**
 * The meter's Requerimientos tab: the request wizard in the area's frame (its step 1 chooses the meter, so the frame's
 * selector is left out); with a request code, the payment success the portal returns to (docs/decisions.md).
 */
export default function MeterRequestsPage() {
  const search = useSearch();
  const { code } = useParams<{ code?: string }>();
  const paid = paidOf(code);
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
