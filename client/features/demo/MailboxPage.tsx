import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { useConfig } from '../../shared/config';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { DEMO_MAILBOX } from './api';

/**
 * /demo/correos: the e-mails the demo backend would have sent because of this browser's requests (verification
 * links, new passwords); no one else's. Without demo data the gateway answers /demo/… with 404, and a client-side
 * visit says there is no mailbox.
 */
export default function MailboxPage() {
  const { demo } = useConfig();
  const { data, loading, error, refetch } = useQuery(DEMO_MAILBOX, { fetchPolicy: 'network-only', skip: !demo });
  return (
    <section className="form-card" aria-labelledby="mailbox-title">
      <h1 id="mailbox-title">Correos de la demostración</h1>
      {!demo ? (
        <p>Esta página existe solo en la demostración.</p>
      ) : (
        <>
          <p className="muted">
            Los correos que la Sucursal Virtual habría enviado por lo que hiciste en este navegador, del más reciente al más antiguo.
          </p>
          <button type="button" className="button button-secondary" onClick={() => void refetch()}>
            Actualizar
          </button>
          {loading && <Loading />}
          {error && <LoadError onRetry={() => void refetch()} />}
          {data && data.demoMailbox.length === 0 && <p>No hay correos todavía.</p>}
          {data?.demoMailbox.map((mail) => (
            <article key={mail.id} className="mail" aria-label={mail.subject}>
              <h2>{mail.subject}</h2>
              <p className="muted">
                Para {mail.to} · {dayjs(mail.sentAt).format('DD-MM-YYYY HH:mm')}
              </p>
              <p>{mail.body}</p>
              {mail.link && <a href={mail.link}>Abrir enlace</a>}
            </article>
          ))}
        </>
      )}
    </section>
  );
}
