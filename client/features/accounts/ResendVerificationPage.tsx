import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link } from 'wouter';
import { emailFormMachine } from '../../../machines/email-form.machine';
import { FlashNotice } from '../../shared/flash';
import { Notice } from '../../ui/Notice';
import { resendActor } from './actors';
import { EmailForm } from './EmailForm';
import { paths } from '../../shared/paths';

/** /enviar_codigo_verificacion: the user enters an e-mail to get the verification mail again. */
export default function ResendVerificationPage() {
  const client = useApolloClient();
  const logic = useMemo(() => emailFormMachine.provide({ actors: { send: resendActor(client) } }), [client]);
  const [state, send] = useMachine(logic, {
    input: {
      rule: 'resend',
      success: { title: 'Correo enviado', text: 'Revisa tu bandeja de entrada y abre el enlace de verificación.', tone: 'ok' },
      redirectTo: null,
    },
  });
  const { notice, error } = state.context;
  return (
    <section className="form-card" aria-labelledby="resend-title">
      <FlashNotice />
      <h1 id="resend-title">Verifica tu correo electrónico</h1>
      <p>Tu correo aún no está verificado. Ingresa tu correo y te enviaremos nuevamente el enlace de verificación.</p>
      {notice && <Notice title={notice.title} text={notice.text} tone={notice.tone} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      <EmailForm
        label="Correo electrónico"
        submitLabel="Reenviar correo"
        initial={sessionStorage.getItem('pendingEmail') ?? ''}
        error={error}
        busy={state.matches('sending')}
        onEdit={() => send({ type: 'field.edit' })}
        onSubmit={(email) => send({ type: 'form.submit', email })}
      />
      <p>
        <Link href={paths.login}>Volver al inicio de sesión</Link>
      </p>
    </section>
  );
}
