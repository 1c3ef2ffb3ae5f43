import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { chileDay, ISO_DAY } from '../../../machines/rules/chile-time';
import { formatDate } from '../../lib/format';
import { postPortalForm } from '../../lib/post-form';
import { DetailList } from '../../ui/DetailList';
import { Money } from '../../ui/Money';
import { Notice } from '../../ui/Notice';
import { CREATE_DOWN_PAYMENT, REQUEST_DETAIL, type Agreement } from './api';
import './requests.css';

const DOWN_PAYMENT_FAILED = 'No fue posible crear el convenio de pago. Por favor intenta más tarde';

/** The agreement's figures: debt, down payment, the balance in instalments (spec 1 §9) and how many. */
function Figures({ agreement }: { agreement: Agreement }) {
  return (
    <DetailList
      items={[
        { label: 'Deuda actual', value: <Money value={agreement.currentDebt} /> },
        { label: 'Pago pie', value: <Money value={agreement.downPayment} /> },
        { label: 'Saldo en cuotas', value: <Money value={agreement.balance} /> },
        agreement.payments !== null && { label: 'N° de cuotas', value: agreement.payments },
      ]}
    />
  );
}

/**
 * Whether the approval's validity (the last day to pay the down payment, YYYY-MM-DD) has passed, by Chile's day: the
 * day itself still counts. Without a date nothing says it has passed.
 */
export function isExpired(validUntil: string | null, today: string = chileDay()): boolean {
  return validUntil !== null && ISO_DAY.test(validUntil) && validUntil < today;
}

/**
 * The agreement section of a closed request (spec 1 §4): the down payment registered, the approval with its validity
 * and 'Crear Convenio de Pago' (which opens the payment portal in a new tab) while that validity lasts, or the
 * rejection with the response.
 */
export function AgreementSection({ requestId, agreement }: { requestId: string; agreement: Agreement }) {
  const [failure, setFailure] = useState<string | null>(null);
  const expired = isExpired(agreement.validUntil);
  const [create, { loading }] = useMutation(CREATE_DOWN_PAYMENT, {
    refetchQueries: [REQUEST_DETAIL],
  });

  const createDownPayment = async () => {
    setFailure(null);
    try {
      const result = await create({ variables: { requestId } });
      const answer = result.data?.createDownPayment;
      if (!answer?.ok || !answer.portal) return setFailure(answer?.message ?? DOWN_PAYMENT_FAILED);
      // the way back is a path of this portal: the external page needs it whole
      const fields = answer.portal.fields.map((f) =>
        f.name === 'urlRetorno' ? { ...f, value: new URL(f.value, window.location.origin).href } : f,
      );
      postPortalForm({ url: answer.portal.url, fields });
    } catch {
      setFailure(DOWN_PAYMENT_FAILED);
    }
  };

  return (
    <section className="card agreement" aria-labelledby="agreement-title">
      <h2 id="agreement-title">Convenio de pago</h2>
      {agreement.case === 'DOWN_PAYMENT_REGISTERED' && (
        <>
          <p>El pago pie de tu convenio se encuentra registrado. Te avisaremos cuando el convenio quede creado.</p>
          <Figures agreement={agreement} />
        </>
      )}
      {agreement.case === 'APPROVED' && expired && (
        <>
          <p>
            Tu solicitud de convenio de pago fue aprobada, pero el plazo para pagar el pie venció el {formatDate(agreement.validUntil)}.
          </p>
          <Figures agreement={agreement} />
        </>
      )}
      {agreement.case === 'APPROVED' && !expired && (
        <>
          <p>
            Tu solicitud de convenio de pago fue aprobada.
            {agreement.validUntil && <> Para hacerlo efectivo, paga el pie antes del {formatDate(agreement.validUntil)}.</>}
          </p>
          <Figures agreement={agreement} />
          {failure && <Notice title={failure} onDismiss={() => setFailure(null)} />}
          <button
            type="button"
            className="button"
            disabled={loading}
            aria-busy={loading || undefined}
            onClick={() => void createDownPayment()}
          >
            {loading ? 'Creando convenio…' : 'Crear Convenio de Pago'}
          </button>
        </>
      )}
      {agreement.case === 'REJECTED' && (
        <>
          <p>Tu solicitud de convenio de pago fue rechazada.</p>
          {agreement.response && (
            <p className="agreement-response">
              <strong>Respuesta:</strong> {agreement.response}
            </p>
          )}
        </>
      )}
    </section>
  );
}
