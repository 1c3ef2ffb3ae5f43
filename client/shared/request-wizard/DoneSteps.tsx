import { Link } from 'wouter';
import { paths } from '../paths';

/** Step 4: the server's message, or 'Requerimiento enviado con éxito'; finishing starts a new request. */
export function SentStep({ message, onFinish }: { message: string; onFinish(): void }) {
  return (
    <section className="wizard-step wizard-done" aria-labelledby="wizard-sent">
      <div role="status">
        <h2 id="wizard-sent" tabIndex={-1}>
          {message}
        </h2>
      </div>
      <p>Te responderemos dentro de las próximas 24 horas. Si tienes dudas, llámanos al 800 20 9000.</p>
      <div className="form-actions">
        <Link href={paths.requests} className="button button-secondary">
          Ver mis requerimientos
        </Link>
        <button type="button" className="button" onClick={onFinish}>
          Finalizar
        </button>
      </div>
    </section>
  );
}

/** The 'code' variant: back from the payment portal, the down payment of that request was paid. */
export function PaidStep({ code, onFinish }: { code: string; onFinish(): void }) {
  return (
    <section className="wizard-step wizard-done" aria-labelledby="wizard-paid">
      <div role="status">
        <h2 id="wizard-paid" tabIndex={-1}>
          Pago realizado con éxito
        </h2>
      </div>
      <p>
        Recibimos el pago del pie del requerimiento {code}. Tu convenio quedará creado una vez que verifiquemos el pago; puedes seguirlo en
        Mis Requerimientos.
      </p>
      <div className="form-actions">
        <Link href={paths.requests} className="button button-secondary">
          Ver mis requerimientos
        </Link>
        <button type="button" className="button" onClick={onFinish}>
          Nuevo requerimiento
        </button>
      </div>
    </section>
  );
}
