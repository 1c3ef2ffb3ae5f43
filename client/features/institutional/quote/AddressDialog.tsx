import { useId, useState } from 'react';
import { Modal } from '../../../ui/Modal';

/** 'Cambiar': the client's addresses for this quote type, one to choose. */
export function AddressDialog({
  addresses,
  current,
  onChoose,
  onClose,
}: {
  addresses: ReadonlyArray<{ id: string; label: string }>;
  current: string | null;
  onChoose: (addressId: string) => void;
  onClose: () => void;
}) {
  const name = useId();
  const [choice, setChoice] = useState(current ?? addresses[0]?.id ?? '');
  return (
    <Modal
      title="Dirección de despacho"
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-ghost" onClick={onClose}>
            Cancelar
          </button>
          <button type="button" className="button button-primary" disabled={!choice} onClick={() => onChoose(choice)}>
            Seleccionar
          </button>
        </>
      }
    >
      <fieldset className="address-choices">
        <legend className="visually-hidden">Direcciones del cliente</legend>
        {addresses.map((address) => (
          <label key={address.id} className="address-choice">
            <input type="radio" name={name} value={address.id} checked={choice === address.id} onChange={() => setChoice(address.id)} />
            <span>{address.label}</span>
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
