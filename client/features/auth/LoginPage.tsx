import { Suspense, useEffect, useMemo, useState, type ComponentProps, type FormEvent } from 'react';
import { useMachine } from '../../shared/machines';
import { Link, useLocation, useSearch } from 'wouter';
import { loginMachine, type Credentials } from '../../../machines/login.machine';
import { MAINTENANCE } from '../../../machines/rules/account-rules';
import { MAX_LENGTH } from '../../../machines/rules/limits';
import { ApolloReady, useConnection } from '../../shared/apollo-ready';
import { useConfig } from '../../shared/config';
import { SessionActor } from '../../shared/session-actor';
import { Loading } from '../../ui/Loading';
import { Notice } from '../../ui/Notice';
import { TabList, tabId, tabPanelId } from '../../ui/Tabs';
import { useSetAtom } from 'jotai';
import { FlashNotice, flashAtom } from '../../shared/flash';
import { GOOGLE_LOGIN } from '../../shared/google/api';
import { saveSocial } from '../../shared/google/social-storage';
import { lazyScreen } from '../../shared/lazy-screen';
import type { GoogleChooser as Chooser } from '../../shared/google/GoogleChooser';
import { COMPANY_LOGIN, LOGIN } from './api';
import { LoginCampaignModal } from './LoginCampaignModal';
import { paths } from '../../shared/paths';
import { mutationActor } from '../../lib/mutation-actor';
import type { LoginResult } from '../../../machines/types';

// Apollo's query hook and what it needs (8 KiB) only for those who choose Google: fetched on that tap, beside Apollo
const GoogleChooser = lazyScreen<ComponentProps<typeof Chooser>>(() =>
  import('../../shared/google/GoogleChooser').then((module) => ({ default: module.GoogleChooser })),
);

const TABS = [
  { id: 'personas', label: 'Personas' },
  { id: 'empresas', label: 'Empresas' },
] as const;

export default function LoginPage() {
  const config = useConfig();
  // this screen renders before Apollo has loaded (RouteDeclaration.loadsApollo): a sign-in waits for it if it must
  const { apollo } = useConnection();
  const client = apollo.load;
  const session = SessionActor.useActorRef();
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  const [choosing, setChoosing] = useState(false);

  const logic = useMemo(
    () =>
      loginMachine.provide({
        actors: {
          personLogin: mutationActor(
            client,
            LOGIN,
            (input: Credentials) => input,
            (data): LoginResult => data.login,
          ),
          companyLogin: mutationActor(
            client,
            COMPANY_LOGIN,
            (input: Credentials) => input,
            (data): LoginResult => data.companyLogin,
          ),
          googleLogin: mutationActor(
            client,
            GOOGLE_LOGIN,
            (input: { token: string }) => ({ googleToken: input.token }),
            (data): LoginResult => data.googleLogin,
          ),
        },
      }),
    [client],
  );
  // the company screens send the user back with ?empresas, to the tab they came from
  const openOn = new URLSearchParams(useSearch()).has('empresas') ? 'empresas' : 'personas';
  const [state, send] = useMachine(logic, { input: { tab: openOn } });
  const output = state.status === 'done' ? state.output : undefined;

  useEffect(() => {
    if (!output) return;
    if (output.type === 'signedIn') {
      session.send({ type: 'session.start', session: { ...output.session, user: output.session.user } });
      navigate(paths.dashboard, { replace: true });
    } else if (output.to === paths.confirmData) {
      saveSocial(output.social);
      setFlash({ ...output.notice, tone: 'info' });
      navigate(output.to);
    } else {
      sessionStorage.setItem('pendingEmail', output.email);
      navigate(output.to);
    }
  }, [output, session, navigate, setFlash]);

  const { tab, tooltip, notice } = state.context;
  const submitting = state.matches('submitting');

  if (config.maintenance) {
    return (
      <section className="login-card">
        <h1>Sucursal Virtual</h1>
        <p className="maintenance" role="status">
          {MAINTENANCE}
        </p>
      </section>
    );
  }

  return (
    <section className="login-card" aria-labelledby="login-title">
      <h1 id="login-title">Ingresa a tu Sucursal Virtual</h1>
      <TabList label="Tipo de cuenta" tabs={TABS} selected={tab} onSelect={(name) => send({ type: 'tab.select', tab: name })} />
      <FlashNotice />
      {notice && <Notice title={notice.title} text={notice.text} onDismiss={() => send({ type: 'notice.dismiss' })} />}
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        <LoginForm
          key={tab}
          tab={tab}
          submitting={submitting}
          tooltip={tooltip[tab]}
          onEdit={() => tooltip[tab] && send({ type: 'field.edit' })}
          onSubmit={(email, password) => send({ type: 'form.submit', email, password })}
        />
        {tab === 'personas' ? (
          <div className="login-links">
            <Link href={paths.recover}>¿Olvidaste tu contraseña?</Link>
            <Link href={paths.register}>¿No tienes cuenta? Regístrate</Link>
            <a href={config.links.tutorial} target="_blank" rel="noreferrer">
              Ver tutorial de la Sucursal Virtual
            </a>
            {config.flag('login_google') && (
              <button
                type="button"
                className="button button-google"
                disabled={submitting}
                onClick={() => {
                  void GoogleChooser.preload();
                  setChoosing(true);
                }}
              >
                Ingresar con Google
              </button>
            )}
            {config.flag('login_facebook') && (
              <button type="button" className="button button-facebook" disabled>
                Ingresar con Facebook
              </button>
            )}
          </div>
        ) : (
          <div className="login-links">
            <Link href={paths.recoverCompany}>¿Olvidaste tu contraseña?</Link>
            <Link href={paths.companyRegistration}>¿Tu empresa no tiene cuenta?</Link>
            <a href={config.links.companyRegistration} target="_blank" rel="noreferrer">
              Crear cuenta de empresa
            </a>
          </div>
        )}
      </div>
      {choosing && (
        <Suspense fallback={<Loading />}>
          <ApolloReady>
            <GoogleChooser
              onClose={() => setChoosing(false)}
              onChoose={(token, email) => {
                setChoosing(false);
                send({ type: 'google.select', token, email });
              }}
            />
          </ApolloReady>
        </Suspense>
      )}
      <LoginCampaignModal />
    </section>
  );
}

interface LoginFormProps {
  tab: 'personas' | 'empresas';
  submitting: boolean;
  tooltip: string | null;
  onEdit(): void;
  onSubmit(email: string, password: string): void;
}

/** Login has no client validation (spec 1 §5): the server's message is shown under the button. */
function LoginForm({ tab, submitting, tooltip, onEdit, onSubmit }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email, password);
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={submitting}>
      <label className="field">
        <span>Correo electrónico</span>
        <input
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          maxLength={MAX_LENGTH.email}
          aria-invalid={tooltip ? true : undefined}
          aria-describedby={tooltip ? `${tab}-error` : undefined}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            onEdit();
          }}
        />
      </label>
      <label className="field">
        <span>Contraseña</span>
        <input
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={MAX_LENGTH.password}
          aria-invalid={tooltip ? true : undefined}
          aria-describedby={tooltip ? `${tab}-error` : undefined}
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            onEdit();
          }}
        />
      </label>
      <button type="submit" className="button button-block" disabled={submitting}>
        {submitting ? 'Ingresando…' : 'Siguiente'}
      </button>
      {tooltip && (
        <p className="tooltip-error" role="alert" id={`${tab}-error`}>
          {tooltip}
        </p>
      )}
    </form>
  );
}
