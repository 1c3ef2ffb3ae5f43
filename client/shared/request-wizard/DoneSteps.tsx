import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { Link } from 'wouter';
import { LoadError } from '../../ui/LoadError';
import { Loading } from '../../ui/Loading';
import { paths } from '../paths';
import { PAID_REQUEST } from './api';

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

/** What the 'code' variant says of its request, by what the backend knows of it. */
function paidOutcome(
  code: string,
  found: { agreement: { case: string } | null } | null | undefined,
  error: unknown,
): { title: string; text: string; success?: true } | 'retry' {
  if (found?.agreement?.case === 'DOWN_PAYMENT_REGISTERED')
    return {
      success: true,
      title: 'Pago realizado con éxito',
      text: `Recibimos el pago del pie del requerimiento ${code}. Tu convenio quedará creado una vez que verifiquemos el pago; puedes seguirlo en Mis Requerimientos.`,
    };
  if (found?.agreement?.case === 'APPROVED')
    return {
      title: 'Aún no registramos tu pago',
      text: `Todavía no vemos el pago del pie del requerimiento ${code}. Si acabas de pagar, puede tardar unos minutos en registrarse; puedes seguirlo en Mis Requerimientos.`,
    };
  if (found) return { title: 'Sin pago pendiente', text: `El requerimiento ${code} no tiene un pago de pie por realizar.` };
  const extensions = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
  if (extensions?.code === 'FORBIDDEN')
    return { title: 'Requerimiento no disponible', text: 'No tienes permiso para ver este requerimiento.' };
  if (!error || extensions?.code === 'BAD_USER_INPUT' || extensions?.reason === 'NOT_FOUND')
    return { title: 'Requerimiento no encontrado', text: 'El requerimiento no existe.' };
  return 'retry';
}

/**
 * The 'code' variant: back from the payment portal with a request's id. The request is read first: the down payment's
 * success only when the backend has it registered (Pagado); otherwise what the backend knows (not yet paid, nothing to
 * pay, no such request), never a success it has not seen.
 */
export function PaidStep({ code, onFinish }: { code: string; onFinish(): void }) {
  const { data, loading, error, refetch } = useQuery(PAID_REQUEST, {
    variables: { id: code },
    fetchPolicy: 'network-only',
    errorPolicy: 'all',
  });
  const found = data?.viewer?.request;
  if (loading && !found) return <Loading label="Verificando el pago…" />;
  const outcome = paidOutcome(code, found, error);
  if (outcome === 'retry') return <LoadError onRetry={() => refetch()} />;
  return (
    // the success's colours only for a success
    <section className={outcome.success ? 'wizard-step wizard-done' : 'wizard-step'} aria-labelledby="wizard-paid">
      <div role="status">
        <h2 id="wizard-paid" tabIndex={-1}>
          {outcome.title}
        </h2>
      </div>
      <p>{outcome.text}</p>
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
