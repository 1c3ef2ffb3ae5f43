import { useEffect, useRef } from 'react';
import { privilegesPopupMachine, type PrivilegesPopupOutput } from '../../../../machines/privileges-popup.machine';
import { useMachine } from '../../../shared/machines';
import { Modal } from '../../../ui/Modal';

export interface PrivilegeChoice {
  id: number;
  name: string;
}

export interface PrivilegesPopupProps {
  clientId: string;
  /** how the client is named in the title: its client number */
  clientLabel: string;
  /** its line's privileges, in the table's order */
  privileges: readonly PrivilegeChoice[];
  selected: readonly number[];
  /** the popup's answer: the chosen privileges, or null when cancelled */
  onClose(output: PrivilegesPopupOutput): void;
}

/** The privileges of one client as checkboxes (spec 3 §4 "Privilege popup"): Confirmar hands them back, Cancelar nothing. */
export function PrivilegesPopup({ clientId, clientLabel, privileges, selected, onClose }: PrivilegesPopupProps) {
  const [snapshot, send] = useMachine(privilegesPopupMachine, {
    input: { clientId, available: privileges.map((p) => p.id), selected },
  });
  const closed = useRef(false);
  useEffect(() => {
    if (snapshot.status !== 'done' || closed.current) return;
    closed.current = true;
    onClose(snapshot.output);
  }, [snapshot, onClose]);
  const chosen = snapshot.context.selected;
  return (
    <Modal
      title={`Privilegios del cliente ${clientLabel}`}
      size="small"
      onClose={() => send({ type: 'popup.cancel' })}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => send({ type: 'popup.cancel' })}>
            Cancelar
          </button>
          <button type="button" className="button" onClick={() => send({ type: 'popup.confirm' })}>
            Confirmar
          </button>
        </>
      }
    >
      <fieldset className="privilege-list">
        <legend className="visually-hidden">Privilegios</legend>
        {privileges.length === 0 && <p className="empty">Este cliente no tiene privilegios que otorgar.</p>}
        {privileges.map((privilege) => (
          <label key={privilege.id} className="check">
            <input
              type="checkbox"
              checked={chosen.includes(privilege.id)}
              onChange={() => send({ type: 'privilege.toggle', id: privilege.id })}
            />
            <span>{privilege.name}</span>
          </label>
        ))}
      </fieldset>
      <p className="muted">Confirmar sin privilegios quita al cliente.</p>
    </Modal>
  );
}
