import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NO_BILL, NO_PAYMENT } from '../../../machines/rules/electricity-rules';
import { formatDate, formatMoney, MISSING } from '../../lib/format';
import { postPortalForm } from '../../lib/post-form';
import { paths } from '../../shared/paths';
import { DetailList } from '../../ui/DetailList';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { ELECTRICITY_DEBT, PAY_ELECTRICITY_DEBT, useKnownContract } from './api';
import { ElectricityShell } from './ElectricityShell';
import { prefetchContract } from './contract-hint';
import { electricityTab } from './electricity-list';
import { screenRead } from '../../shared/screen-reads';

export const PAY_FAILED = 'No fue posible abrir el portal de pago. Intenta nuevamente.';

// the client's debt beside the company's clients; the contract as a hint once the clients are known
export const prefetch = electricityTab(
  paths.electricity.debt,
  (client) =>
    client &&
    screenRead(ELECTRICITY_DEBT, { clientCode: client.code, contractCode: prefetchContract(client.code, client.item?.contractCode) }),
);

/** Detalle de Deuda (spec 3 §2): the last bill and payment, the debt in CLP and 'Pagar Cuenta' in the payment portal. */
export default function DebtPage() {
  return <ElectricityShell current={paths.electricity.debt}>{(_, chosen) => <Debt clientCode={chosen.clientCode} />}</ElectricityShell>;
}

function Debt({ clientCode }: { clientCode: string }) {
  const contractCode = useKnownContract(clientCode);
  const { data, loading, error, refetch } = useQuery(ELECTRICITY_DEBT, { variables: { clientCode, contractCode }, errorPolicy: 'all' });
  const [pay, paying] = useMutation(PAY_ELECTRICITY_DEBT);
  const [failure, setFailure] = useState<string | null>(null);
  // back from the payment portal's tab: the debt is read again
  useEffect(() => {
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  const debt = data?.viewer?.electricityDebt;
  if (!debt) return loading ? <Loading /> : <LoadError onRetry={() => refetch()} error={error} />;
  const open = async () => {
    setFailure(null);
    try {
      const answer = (await pay({ variables: { clientCode } })).data?.payElectricityDebt;
      if (answer?.ok && answer.portal) postPortalForm(answer.portal);
      else setFailure(answer?.message ?? PAY_FAILED);
    } catch {
      setFailure(PAY_FAILED);
    }
  };
  const owes = (debt.amount ?? 0) > 0;
  return (
    <section className="card electricity-debt" aria-labelledby="electricity-debt-title">
      <h2 id="electricity-debt-title">Detalle de Deuda</h2>
      <DetailList
        items={[
          { label: 'Vencimiento última boleta', value: debt.lastBillDueDate ? formatDate(debt.lastBillDueDate) : NO_BILL },
          { label: 'Último pago', value: debt.lastPaymentDate ? formatDate(debt.lastPaymentDate) : NO_PAYMENT },
          { label: 'Deuda actual', value: formatMoney(debt.amount) },
          { label: 'N° de boleta', value: debt.billNumber ?? MISSING },
        ]}
      />
      {owes && (
        <div className="order-buttons">
          <button
            type="button"
            className="button button-pay"
            onClick={() => void open()}
            disabled={paying.loading}
            aria-busy={paying.loading || undefined}
          >
            Pagar Cuenta
          </button>
          {failure && (
            <p className="field-error" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
