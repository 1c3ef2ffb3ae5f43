import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link, useRoute } from 'wouter';
import { emailFormMachine } from '../../../machines/email-form.machine';
import { useRedirectWithNotice } from '../../shared/use-redirect';
import { Notice } from '../../ui/Notice';
import { RECOVER_PASSWORD } from './api';
import { EmailForm } from './EmailForm';
import { paths } from '../../shared/paths';
import { mutationActor } from '../../lib/mutation-actor';

/** /recover and /recover/empresas: a new password by e-mail, then /login with 'Nueva contraseña enviada'. */
export default function RecoverPage() {
  const client = useApolloClient();
  const [company] = useRoute(paths.recoverCompany);
  const logic = useMemo(
    () =>
      emailFormMachine.provide({
        actors: {
          send: mutationActor(
            client,
            RECOVER_PASSWORD,
            (input: { email: string }) => ({ email: input.email, company }),
            (data) => data.recoverPassword,
          ),
        },
      }),
    [client, company],
  );
  const [state, send] = useMachine(logic, {
    input: {
      rule: 'recovery',
      success: { title: 'Nueva contraseña enviada', text: 'Revisa tu correo e ingresa con la nueva contraseña.', tone: 'ok' },
      redirectTo: company ? paths.loginCompany : paths.login,
    },
  });
  useRedirectWithNotice(state.status === 'done' ? state.output : undefined);

  return (
    <section className="form-card" aria-labelledby="recover-title">
      <h1 id="recover-title">{company ? 'Recupera tu contraseña de empresa' : 'Recupera tu contraseña'}</h1>
      <p>Ingresa el correo de tu cuenta y te enviaremos una nueva contraseña.</p>
      {state.context.notice && (
        <Notice
          title={state.context.notice.title}
          text={state.context.notice.text}
          tone={state.context.notice.tone}
          onDismiss={() => send({ type: 'notice.dismiss' })}
        />
      )}
      <EmailForm
        label="Correo electrónico"
        submitLabel="Enviar"
        error={state.context.error}
        busy={state.matches('sending')}
        onEdit={() => send({ type: 'field.edit' })}
        onSubmit={(email) => send({ type: 'form.submit', email })}
      />
      <p>
        <Link href={company ? paths.loginCompany : paths.login}>Volver al inicio de sesión</Link>
      </p>
    </section>
  );
}
