import { useQuery } from '@apollo/client/react';
import { Loading } from '../../ui/Loading';
import { Modal } from '../../ui/Modal';
import { DEMO_GOOGLE_ACCOUNTS } from './api';

/** Demo mode's stand-in for Google's account chooser: one registered account and one that is not. */
export function GoogleChooser({ onChoose, onClose }: { onChoose(token: string, email: string): void; onClose(): void }) {
  const { data, loading } = useQuery(DEMO_GOOGLE_ACCOUNTS);
  const accounts = data?.demoGoogleAccounts ?? [];
  return (
    <Modal title="Elige una cuenta de Google" size="small" onClose={onClose}>
      <p className="muted">Simulación de demostración: ninguna cuenta real de Google se usa.</p>
      {loading && <Loading />}
      {!loading && accounts.length === 0 && <p>El inicio con Google no está disponible en este momento.</p>}
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
