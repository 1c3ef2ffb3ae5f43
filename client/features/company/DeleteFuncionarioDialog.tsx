import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { funcionarioDeleteMachine } from '../../../machines/funcionario-delete.machine';
import { mutationActor, queryActor } from '../../lib/mutation-actor';
import { useMachine } from '../../shared/machines';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { DELETE_FUNCIONARIO, FUNCIONARIO_DELETION } from './api';

/**
 * Eliminar (spec 3 §4): asks `can_delete` as it opens, titled with the server's message; 'Eliminar' shows only when
 * the server allows it. Ends with the success text for the list's notice (null when closed without deleting).
 */
export function DeleteFuncionarioDialog({ id, name, onEnd }: { id: string; name: string; onEnd: (deleted: string | null) => void }) {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      funcionarioDeleteMachine.provide({
        actors: {
          canDelete: queryActor(
            client,
            FUNCIONARIO_DELETION,
            (input: { id: string }) => input,
            (data) => {
              const deletion = data.viewer?.company?.funcionarioDeletion;
              if (!deletion) throw new Error('Sin respuesta');
              return deletion;
            },
          ),
          deleteFuncionario: mutationActor(
            client,
            DELETE_FUNCIONARIO,
            (input: { id: string }) => input,
            (data) => data.deleteFuncionario,
          ),
        },
      }),
    [client],
  );
  const [snapshot, send] = useMachine(logic, { input: { id } });
  const ended = snapshot.status === 'done';
  const deleted = ended ? snapshot.output.deleted : null;
  useEffect(() => {
    if (ended) onEnd(deleted);
  }, [ended, deleted, onEnd]);

  const { check, failure } = snapshot.context;
  const busy = snapshot.matches('checking') || snapshot.matches('deleting');
  const close = () => send({ type: 'dialog.close' });
  const title = check?.message ?? `Eliminar a ${name}`;
  return (
    <Modal
      title={title}
      size="small"
      onClose={snapshot.matches('deleting') ? undefined : close}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={snapshot.matches('deleting')} onClick={close}>
            Cancelar
          </button>
          {snapshot.matches('checkFailed') && (
            <button type="button" className="button" onClick={() => send({ type: 'delete.retry' })}>
              Reintentar
            </button>
          )}
          {check?.allowed && (
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              aria-busy={snapshot.matches('deleting') || undefined}
              onClick={() => send({ type: 'delete.confirm' })}
            >
              {snapshot.matches('deleting') && <span className="spinner spinner-small" aria-hidden="true" />}
              Eliminar
            </button>
          )}
        </>
      }
    >
      {snapshot.matches('checking') && <Loading label="Consultando si el funcionario puede eliminarse…" />}
      {check && !check.allowed && <p>{name} no puede eliminarse por ahora.</p>}
      {check?.allowed && <p>Se eliminará a {name} de tus empresas. Esta acción no se puede deshacer.</p>}
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}
