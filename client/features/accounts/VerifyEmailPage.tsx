import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link, useParams } from 'wouter';
import { emailFormMachine } from '../../../machines/email-form.machine';
import { emailVerificationMachine } from '../../../machines/email-verification.machine';
import { useRedirectWithNotice } from '../../shared/use-redirect';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { resendActor } from './actors';
import { VERIFY_EMAIL } from './api';
import { paths } from '../../shared/paths';
import { mutationActor } from '../../lib/mutation-actor';

/**
 * /verificar_email/{code} verifies on load. /verificar_email is the post-registration screen when this tab
 * registered an e-mail; without one (a fresh tab) there is nothing to resend, so it is the spec's no-code case:
 * after 1500 ms it goes to /enviar_codigo_verificacion, where the e-mail is typed.
 */
export default function VerifyEmailPage() {
  const params = useParams<{ code?: string }>();
  if (params.code !== undefined) return <VerifyCode code={params.code} />;
  const email = sessionStorage.getItem('pendingEmail');
  return email ? <PostRegistration email={email} /> : <VerifyCode code="" />;
}

function VerifyCode({ code }: { code: string }) {
  const client = useApolloClient();
  const logic = useMemo(
    () =>
      emailVerificationMachine.provide({
        actors: {
          verify: mutationActor(
            client,
            VERIFY_EMAIL,
            (input: { code: string }) => ({ code: input.code }),
            (data) => data.verifyEmail,
          ),
        },
      }),
    [client],
  );
  const [state] = useMachine(logic, { input: { code } });
  useRedirectWithNotice(state.status === 'done' ? state.output : undefined);
  return (
    <section className="form-card">
      <h1>Verificando tu correo electrónico</h1>
      <Loading label={code ? 'Estamos verificando tu correo…' : 'Te llevamos a reenviar el correo de verificación…'} />
    </section>
  );
}

function PostRegistration({ email }: { email: string }) {
  const client = useApolloClient();
  const logic = useMemo(() => emailFormMachine.provide({ actors: { send: resendActor(client) } }), [client]);
  const [state, send] = useMachine(logic, {
    input: {
      rule: 'resend',
      success: { title: 'Correo enviado', text: `Te enviamos nuevamente el enlace a ${email}.`, tone: 'ok' },
      redirectTo: null,
    },
  });
  const { notice, error } = state.context;
  return (
    <section className="form-card" aria-labelledby="sent-title">
      <h1 id="sent-title">Revisa tu correo electrónico</h1>
      <p>Te enviamos un correo de verificación a {email}. Abre el enlace que contiene para activar tu cuenta y luego inicia sesión.</p>
      {notice && <Notice title={notice.title} text={notice.text} tone={notice.tone} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      {error && <Notice title={error} onDismiss={() => send({ type: 'field.edit' })} />}
      <div className="form-actions">
        <Link href={paths.login} className="button">
          IR AL INICIO
        </Link>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.matches('sending')}
          onClick={() => send({ type: 'form.submit', email })}
        >
          Reenviar correo
        </button>
      </div>
    </section>
  );
}
