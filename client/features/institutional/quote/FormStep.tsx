import { useId, useState } from 'react';
import { isFile } from '../../../../machines/request-wizard.form';
import { MAX_PURCHASE_ORDER } from '../../../../machines/rules/quote-rules';
import type { CouponType } from '../../../gql/graphql';
import { formatDate } from '../../../lib/format';
import { today } from '../../../lib/date-range';
import { FileField } from '../../../shared/request-wizard/FileField';
import { COUPON_TYPE_LABEL } from '../quote-labels';
import { AddressDialog } from './AddressDialog';
import { MaterialsTable } from './MaterialsTable';
import { errorOf, type StepProps } from './types';

const Star = () => (
  <span className="required" aria-hidden="true">
    {' '}
    *
  </span>
);

/**
 * Step 3 (spec 3 §2, §5): the coupon type (not for warranties), today's price date, the purchase order, the
 * materials, the payment method, an attachment up to 3 MB and the delivery address; saved for later or sent.
 */
export function FormStep({ snapshot, send }: StepProps) {
  const id = useId();
  const { context } = snapshot;
  const { form, errors } = context;
  const busy = snapshot.matches('submitting');
  const [choosing, setChoosing] = useState(false);
  const [fileRefusal, setFileRefusal] = useState<string | null>(null);
  const type = context.options?.types.find((t) => t.type === context.quoteType);
  const payment = type?.paymentMethods.find((m) => m.code === context.paymentCode);
  const address = type?.addresses.find((a) => a.id === form.addressId);
  const fileError = fileRefusal ?? errorOf(errors, 'file');
  const addressError = errorOf(errors, 'address');
  const purchaseError = errorOf(errors, 'purchaseOrder');
  const couponError = errorOf(errors, 'couponType');
  return (
    <form
      className="quote-step quote-form"
      noValidate
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'quote.send' });
      }}
    >
      <h2 tabIndex={-1}>Formulario</h2>
      <p className="muted">
        {type?.label} · {payment?.name}
      </p>
      <div className="quote-fields">
        {context.quoteType === 'COUPONS' && (
          <fieldset className="field coupon-type" aria-describedby={couponError ? `${id}-coupon-error` : undefined}>
            <legend>Tipo de cupón</legend>
            {(['PHYSICAL', 'DIGITAL'] as CouponType[]).map((coupon) => (
              <label key={coupon} className="radio">
                <input
                  type="radio"
                  name={`${id}-coupon`}
                  checked={form.couponType === coupon}
                  disabled={busy}
                  onChange={() => send({ type: 'coupon.select', couponType: coupon })}
                />
                {COUPON_TYPE_LABEL[coupon]}
              </label>
            ))}
            {couponError && (
              <span id={`${id}-coupon-error`} className="field-error" role="alert">
                {couponError}
              </span>
            )}
          </fieldset>
        )}
        <div className="field">
          <label htmlFor={`${id}-date`}>Fecha de precios</label>
          <input id={`${id}-date`} type="text" readOnly value={formatDate(today())} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-po`}>Orden de compra</label>
          <input
            id={`${id}-po`}
            type="text"
            autoComplete="off"
            maxLength={MAX_PURCHASE_ORDER}
            value={form.purchaseOrder}
            disabled={busy}
            aria-invalid={purchaseError ? true : undefined}
            aria-describedby={purchaseError ? `${id}-po-error` : undefined}
            onChange={(e) => send({ type: 'purchaseOrder.edit', value: e.target.value })}
          />
          {purchaseError && (
            <span id={`${id}-po-error`} className="field-error" role="alert">
              {purchaseError}
            </span>
          )}
        </div>
        <div className="field">
          <span className="field-label" id={`${id}-payment`}>
            Medio de pago
            <Star />
          </span>
          <p aria-labelledby={`${id}-payment`}>{payment?.name ?? context.paymentCode}</p>
          {errorOf(errors, 'paymentCode') && <span className="field-error">{errorOf(errors, 'paymentCode')}</span>}
        </div>
      </div>
      <MaterialsTable snapshot={snapshot} send={send} materials={context.materials ?? []} disabled={busy} />
      <div className="quote-fields">
        <div className="field">
          <label htmlFor={`${id}-file`}>Adjunto</label>
          <FileField
            id={`${id}-file`}
            file={form.file}
            validations={[]}
            disabled={busy}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
            onChange={(value) => {
              setFileRefusal(null);
              send({ type: 'file.select', file: isFile(value) ? value : null });
            }}
            onRefuse={setFileRefusal}
          />
          <span id={`${id}-file-hint`} className="field-hint">
            PDF o imagen, hasta 3 MB.
          </span>
          {fileError && (
            <span id={`${id}-file-error`} className="field-error" role="alert">
              {fileError}
            </span>
          )}
        </div>
        <div className="field quote-address">
          <span className="field-label" id={`${id}-address`}>
            Dirección de despacho
            <Star />
          </span>
          <p aria-labelledby={`${id}-address`} aria-describedby={addressError ? `${id}-address-error` : undefined}>
            {address?.label ?? 'Sin dirección seleccionada'}
          </p>
          <button
            type="button"
            className="button button-ghost"
            disabled={busy || !type?.addresses.length}
            onClick={() => setChoosing(true)}
          >
            Cambiar
          </button>
          {addressError && (
            <span id={`${id}-address-error`} className="field-error" role="alert">
              {addressError}
            </span>
          )}
        </div>
      </div>
      <p className="muted">
        Los campos marcados con <span aria-hidden="true">*</span> son obligatorios.
      </p>
      <div className="quote-buttons">
        <button type="button" className="button button-ghost" disabled={busy} onClick={() => send({ type: 'step.go', step: 'type' })}>
          Volver
        </button>
        <button type="button" className="button button-secondary" disabled={busy} onClick={() => send({ type: 'quote.save' })}>
          Guardar para enviar después
        </button>
        <button type="submit" className="button button-primary" disabled={busy} aria-busy={busy || undefined}>
          {busy && <span className="spinner spinner-small" aria-hidden="true" />}
          Enviar
        </button>
      </div>
      {context.message && (
        <p className="form-error" role="alert">
          {context.message}
        </p>
      )}
      {choosing && type && (
        <AddressDialog
          addresses={type.addresses}
          current={form.addressId}
          onClose={() => setChoosing(false)}
          onChoose={(addressId) => {
            send({ type: 'address.select', addressId });
            setChoosing(false);
          }}
        />
      )}
    </form>
  );
}
