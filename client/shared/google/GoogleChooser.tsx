import { useQuery } from '@apollo/client/react';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { useConfig } from '../config';
import { DEMO_GOOGLE_ACCOUNTS } from './api';

const UNAVAILABLE = 'El inicio con Google no está disponible en este momento.';

/**
 * Demo mode's stand-in for Google's account chooser: one registered account and one that is not. Without demo
 * data there is no simulated Google (docs/decisions.md), and the button says so rather than pretend.
 */
export function GoogleChooser({ onChoose, onClose }: { onChoose(token: string, email: string): void; onClose(): void }) {
  const { demo } = useConfig();
  const { data, loading } = useQuery(DEMO_GOOGLE_ACCOUNTS, { skip: !demo });
  if (!demo) {
    return (
      <Modal title="Ingresar con Google" size="small" onClose={onClose}>
        <p>{UNAVAILABLE}</p>
      </Modal>
    );
  }
  const accounts = data?.demoGoogleAccounts ?? [];
  return (
    <Modal title="Elige una cuenta de Google" size="small" onClose={onClose}>
      <p className="muted">Simulación de demostración: ninguna cuenta real de Google se usa.</p>
      {loading && <Loading />}
      {!loading && accounts.length === 0 && <p>{UNAVAILABLE}</p>}
      {accounts.map((account) => (
        <button key={account.email} type="button" className="account-choice" onClick={() => onChoose(account.token, account.email)}>
          <span>
            <strong>{account.name}</strong>
            <br />
            <small>{account.email}</small>
          </span>
        </button>
      ))}
    </Modal>
  );
}
