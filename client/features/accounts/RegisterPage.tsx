import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Link, useLocation, useRoute } from 'wouter';
import { registrationMachine } from '../../../machines/registration.machine';
import { Notice } from '../../ui/Notice';
import { registerActor } from './actors';
import { RegistrationForm } from './RegistrationForm';
import { paths } from '../../shared/paths';

/** /register and /register/required (the same form, with a message that registration is required). */
export default function RegisterPage() {
  const client = useApolloClient();
  const [required] = useRoute(paths.registerRequired);
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          register: registerActor(client),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { input: { social: null } });
  const output = state.status === 'done' ? state.output : undefined;

  useEffect(() => {
    if (output?.type === 'registered') {
      sessionStorage.setItem('pendingEmail', output.email);
      navigate(paths.verifyEmail, { replace: true });
    }
  }, [output, navigate]);

  return (
    <section className="form-card" aria-labelledby="register-title">
      <h1 id="register-title">Crea tu cuenta</h1>
      {required && (
        <div className="notice notice-info">
          <div>
            <strong>Debes registrarte para continuar</strong>
            <p>Para usar la Sucursal Virtual primero crea tu cuenta.</p>
          </div>
        </div>
      )}
      {state.context.alert && <Notice title={state.context.alert} onDismiss={() => send({ type: 'alert.dismiss' })} />}
      <RegistrationForm
        social={null}
        errors={state.context.errors}
        busy={state.matches('submitting')}
        submitLabel="Registrarme"
        onEdit={(field) => send({ type: 'field.edit', field })}
        onSubmit={(values) => send({ type: 'form.submit', values })}
      />
      <p>
        ¿Ya tienes cuenta? <Link href={paths.login}>Inicia sesión</Link>
      </p>
    </section>
  );
}
