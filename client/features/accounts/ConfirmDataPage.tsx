import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { Redirect, useLocation } from 'wouter';
import type { LoginResult, SocialData } from '../../../machines/types';
import { registrationMachine } from '../../../machines/registration.machine';
import { FlashNotice } from '../../shared/flash';
import { SessionActor } from '../../shared/session-actor';
import { Modal } from '../../ui/Modal';
import { Notice } from '../../ui/Notice';
import { registerActor } from './actors';
import { GOOGLE_LOGIN } from '../../shared/google/api';
import { RegistrationForm } from './RegistrationForm';
import { forgetSocial, readSocial } from '../../shared/google/social-storage';
import { paths } from '../../shared/paths';
import { mutationActor } from '../../lib/mutation-actor';

/** /confirmar_datos: after a social sign-in of a person not yet registered (spec 1 §2, §4). */
export default function ConfirmDataPage() {
  const social = useMemo(readSocial, []);
  if (!social) return <Redirect to={paths.login} replace />;
  return <ConfirmData social={social} />;
}

function ConfirmData({ social }: { social: SocialData }) {
  const client = useApolloClient();
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      registrationMachine.provide({
        actors: {
          register: registerActor(client),
          socialLogin: mutationActor(
            client,
            GOOGLE_LOGIN,
            (input: { token: string }) => ({ googleToken: input.token }),
            (data): LoginResult => data.googleLogin,
          ),
        },
      }),
    [client],
  );
  const [state, send] = useMachine(logic, { input: { social } });
  const output = state.status === 'done' ? state.output : undefined;

  useEffect(() => {
    if (output?.type !== 'signedIn') return;
    forgetSocial();
    session.send({ type: 'session.start', session: output.session });
    navigate(paths.dashboard, { replace: true });
  }, [output, session, navigate]);

  return (
    <>
      <FlashNotice />
      <Modal title="Confirmar Información" onClose={() => navigate(paths.login)}>
        <p>Para poder continuar tienes que confirmar esta información</p>
        {state.context.alert && <Notice title={state.context.alert} onDismiss={() => send({ type: 'alert.dismiss' })} />}
        <RegistrationForm
          social={social}
          errors={state.context.errors}
          busy={state.matches('submitting') || state.matches('signingIn')}
          submitLabel="CONFIRMAR"
          onEdit={(field) => send({ type: 'field.edit', field })}
          onSubmit={(values) => send({ type: 'form.submit', values })}
        />
      </Modal>
    </>
  );
}
