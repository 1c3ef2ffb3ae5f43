import { Link } from 'wouter';
import { paths } from '../../shared/paths';

/** /desuscripcionfail (spec 3 §2): a customer with several e-mails cancels in the virtual branch. */
export default function UnsubscribeFailedPage() {
  return (
    <section className="form-card" aria-labelledby="unsubscribe-failed-title">
      <h1 id="unsubscribe-failed-title">Desuscripción de boleta electrónica</h1>
      <p>
        Tu cliente tiene más de un correo electrónico suscrito a la boleta electrónica. Para desuscribirte, ingresa a la Sucursal Virtual y
        administra tu suscripción desde Medidor.
      </p>
      <div className="form-actions">
        <Link href={paths.login} className="button">
          Ir a Sucursal Virtual
        </Link>
      </div>
    </section>
  );
}
