import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Redirect, Route, Switch, useRoute } from 'wouter';
import { Loading } from '../ui/Loading';
import { SessionActor } from './session-actor';
import { Shell } from './shell/Shell';
import { GuestLayout } from './shell/GuestLayout';

// every screen is its own chunk: a route loads only what it draws
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const FuncionariosPage = lazy(() => import('../features/company/FuncionariosPage'));
const RegisterPage = lazy(() => import('../features/accounts/RegisterPage'));
const VerifyEmailPage = lazy(() => import('../features/accounts/VerifyEmailPage'));
const ResendVerificationPage = lazy(() => import('../features/accounts/ResendVerificationPage'));
const RecoverPage = lazy(() => import('../features/accounts/RecoverPage'));
const ConfirmDataPage = lazy(() => import('../features/accounts/ConfirmDataPage'));
const ExternalLoginPage = lazy(() => import('../features/accounts/ExternalLoginPage'));
const CompanyRegistrationPage = lazy(() => import('../features/accounts/CompanyRegistrationPage'));
const ProfilePage = lazy(() => import('../features/profile/ProfilePage'));
const MailboxPage = lazy(() => import('../features/demo/MailboxPage'));

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

/** Routes that need the terms accepted: without them the user is logged out (spec 1 §2, §6). */
function RequireConsent({ children }: { children: ReactNode }) {
  const actor = SessionActor.useActorRef();
  const accepted = SessionActor.useSelector((s) => s.context.session?.hasConsentSalesForce ?? false);
  useEffect(() => {
    if (!accepted) actor.send({ type: 'session.logout' });
  }, [accepted, actor]);
  return accepted ? <>{children}</> : null;
}

function RequireRole({ admin, children }: { admin?: boolean; children: ReactNode }) {
  const session = SessionActor.useSelector((s) => s.context.session);
  const allowed = session?.kind === 'COMPANY' && (!admin || session.role === 'Administrador');
  return allowed ? <>{children}</> : <Redirect to="/mis-servicios" replace />;
}

function screen(Component: ComponentType) {
  return function Screen() {
    return (
      <Page>
        <Component />
      </Page>
    );
  };
}

function SignedInRoutes() {
  return (
    <Shell>
      <Switch>
        <Route path="/mis-servicios" component={screen(DashboardPage)} />
        <Route path="/editar-perfil">
          <RequireConsent>
            <Page>
              <ProfilePage />
            </Page>
          </RequireConsent>
        </Route>
        <Route path="/funcionarios">
          <RequireRole admin>
            <RequireConsent>
              <Page>
                <FuncionariosPage />
              </Page>
            </RequireConsent>
          </RequireRole>
        </Route>
        <Route>
          <Redirect to="/mis-servicios" replace />
        </Route>
      </Switch>
    </Shell>
  );
}

function GuestRoutes() {
  return (
    <GuestLayout>
      <Switch>
        <Route path="/login" component={screen(LoginPage)} />
        <Route path="/login/:code" component={screen(ExternalLoginPage)} />
        <Route path="/register" component={screen(RegisterPage)} />
        <Route path="/register/required" component={screen(RegisterPage)} />
        <Route path="/register_empresa" component={screen(CompanyRegistrationPage)} />
        <Route path="/verificar_email" component={screen(VerifyEmailPage)} />
        <Route path="/verificar_email/:code" component={screen(VerifyEmailPage)} />
        <Route path="/enviar_codigo_verificacion" component={screen(ResendVerificationPage)} />
        <Route path="/recover" component={screen(RecoverPage)} />
        <Route path="/recover/empresas" component={screen(RecoverPage)} />
        <Route path="/confirmar_datos" component={screen(ConfirmDataPage)} />
        <Route>
          <Redirect to="/login" replace />
        </Route>
      </Switch>
    </GuestLayout>
  );
}

/** Pages anyone may open, signed in or not. */
function PublicRoutes() {
  return (
    <GuestLayout>
      <Switch>
        <Route path="/demo/correos" component={screen(MailboxPage)} />
      </Switch>
    </GuestLayout>
  );
}

export function AppRoutes() {
  const signedIn = SessionActor.useSelector((s) => s.context.session !== null && !s.matches('loggingOut'));
  const [isPublic] = useRoute('/demo/correos');
  if (isPublic) return <PublicRoutes />;
  return signedIn ? <SignedInRoutes /> : <GuestRoutes />;
}
