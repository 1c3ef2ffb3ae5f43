import type { ReactNode } from 'react';
import { parseQuantity, QUANTITY_NOT_WHOLE, quantityField, subtotalOf, totalOf } from '../../../../machines/rules/quote-rules';
import type { QuoteContext } from '../../../../machines/institutional-quote.machine';
import { formatMoney, MISSING } from '../../../lib/format';
import { errorOf, type StepProps } from './types';

/** The materials with their unit values, an editable quantity each (blank is 0), the subtotals and the total in pesos. */
export function MaterialsTable({
  snapshot,
  send,
  materials,
  disabled,
}: StepProps & { materials: NonNullable<QuoteContext['materials']>; disabled: boolean }) {
  const { context } = snapshot;
  const rows = materials.map((m) => {
    const typed = context.form.quantities[m.materialCode] ?? '';
    const quantity = parseQuantity(typed);
    return { material: m, typed, quantity: quantity ?? 0, valid: quantity !== null };
  });
  const linesError = errorOf(context.errors, 'lines');
  const cell = (label: string, content: ReactNode, end = false) => (
    <td className={end ? 'align-end' : undefined}>
      <span className="cell-label" aria-hidden="true">
        {label}
      </span>
      <span className="cell-value">{content}</span>
    </td>
  );
  const total = totalOf(rows.map((r) => ({ price: r.material.price, quantity: r.quantity })));
  return (
    <div className="quote-materials">
      <div className="table-wrap">
        <table className="data-table quote-table">
          <caption>Materiales</caption>
          <thead>
            <tr>
              <th scope="col">Tipo</th>
              <th scope="col" className="align-end">
                Valor unitario
              </th>
              <th scope="col" className="align-end">
                Cantidad
              </th>
              <th scope="col" className="align-end">
                Subtotal
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ material, typed, quantity, valid }) => {
              const field = quantityField(material.materialCode);
              const error = errorOf(context.errors, field) ?? (valid ? undefined : QUANTITY_NOT_WHOLE);
              const id = `quantity-${material.materialCode}`;
              const name = material.name ?? material.materialCode;
              return (
                <tr key={material.materialCode}>
                  {cell('Tipo', name)}
                  {cell('Valor unitario', formatMoney(material.price), true)}
                  {cell(
                    'Cantidad',
                    <>
                      <input
                        id={id}
                        className="quantity-input"
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        maxLength={5}
                        aria-label={`Cantidad de ${name}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        disabled={disabled || material.price === null}
                        value={typed}
                        placeholder="0"
                        onChange={(e) => send({ type: 'quantity.edit', materialCode: material.materialCode, value: e.target.value })}
                      />
                      {error && (
                        <span id={`${id}-error`} className="field-error">
                          {error}
                        </span>
                      )}
                    </>,
                    true,
                  )}
                  {cell('Subtotal', valid ? formatMoney(subtotalOf(material.price, quantity)) : MISSING, true)}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="quote-total" aria-live="polite">
        Total <strong>{formatMoney(total)}</strong>
      </p>
      {linesError && (
        <p className="field-error" role="alert">
          {linesError}
        </p>
      )}
    </div>
  );
}
