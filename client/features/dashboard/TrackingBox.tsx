import { useState, type FormEvent } from 'react';
import { useConfig } from '../../shared/config';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { Modal } from '../../ui/Modal';

/** Bulk order tracking: an order number opens the external tracking page in a full-screen frame. */
export function TrackingBox() {
  const { links } = useConfig();
  const [order, setOrder] = useState('');
  const [missing, setMissing] = useState(false);
  const [open, setOpen] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = order.trim();
    if (!number) return setMissing(true);
    setOpen(number);
  };

  return (
    <section className="card tracking-box" aria-labelledby="tracking-title">
      <h2 id="tracking-title">Seguimiento de pedido Granel</h2>
      <form className="inline-form" onSubmit={submit} noValidate>
        <label className="field">
          <span>N° de pedido</span>
          <input
            name="order"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_LENGTH.orderNumber}
            value={order}
            aria-invalid={missing}
            aria-describedby={missing ? 'tracking-missing' : undefined}
            onChange={(e) => {
              setOrder(e.target.value);
              setMissing(false);
            }}
          />
        </label>
        <button type="submit" className="button">
          Seguir pedido
        </button>
        {missing && (
          <p id="tracking-missing" className="tooltip-error" role="alert">
            INGRESA TU N° DE PEDIDO
          </p>
        )}
      </form>
      {open && (
        <Modal title={`Seguimiento del pedido ${open}`} size="full" onClose={() => setOpen(null)}>
          <iframe
            className="tracking-frame"
            title={`Seguimiento del pedido ${open}`}
            src={`${links.orderTracking}?pedido=${encodeURIComponent(open)}`}
          />
        </Modal>
      )}
    </section>
  );
}
