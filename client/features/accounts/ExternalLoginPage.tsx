import { useEffect, useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useMachine } from '../../shared/machines';
import { useSetAtom } from 'jotai';
import { useLocation, useParams, useSearch } from 'wouter';
import { externalLoginMachine } from '../../../machines/external-login.machine';
import { flashAtom } from '../../shared/flash';
import { SessionActor } from '../../shared/session-actor';
import { Loading } from '../../ui/Loading';
import { EXTERNAL_LOGIN } from './api';
import { paths } from '../../shared/paths';
import { mutationActor } from '../../lib/mutation-actor';
import type { LoginResult } from '../../../machines/types';

/** /login/{code}: external sign-in by validation code; ?company marks a company user. */
export default function ExternalLoginPage() {
  const { code = '' } = useParams<{ code?: string }>();
  const company = new URLSearchParams(useSearch()).has('company');
  const client = useApolloClient();
  const session = SessionActor.useActorRef();
  const setFlash = useSetAtom(flashAtom);
  const [, navigate] = useLocation();
  const logic = useMemo(
    () =>
      externalLoginMachine.provide({
        actors: {
          validate: mutationActor(
            client,
            EXTERNAL_LOGIN,
            (input: { code: string; company: boolean }) => input,
            (data): LoginResult => data.externalLogin,
          ),
        },
      }),
    [client],
  );
  const [state] = useMachine(logic, { input: { code, company } });
  const output = state.status === 'done' ? state.output : undefined;

  useEffect(() => {
    if (!output) return;
    if (output.type === 'signedIn') {
      session.send({ type: 'session.start', session: output.session });
      navigate(paths.dashboard, { replace: true });
    } else {
      setFlash(output.notice);
      navigate(company ? paths.loginCompany : output.to, { replace: true });
    }
  }, [output, company, session, navigate, setFlash]);

  return (
    <section className="form-card">
      <h1>Ingresando a tu Sucursal Virtual</h1>
      <Loading label="Validando tu acceso…" />
    </section>
  );
}
