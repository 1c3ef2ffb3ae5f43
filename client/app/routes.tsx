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
const ChooserPage = lazy(() => import('../features/services/ChooserPage'));
const AdminPage = lazy(() => import('../features/services/AdminPage'));
const LinkPage = lazy(() => import('../features/services/LinkPage'));
const InfoPage = lazy(() => import('../features/info/InfoPage'));

/** Screens that need the terms accepted (spec 1 §2). */
function consented(Component: ComponentType) {
  return function Screen() {
    return (
      <RequireConsent>
        <Page>
          <Component />
        </Page>
      </RequireConsent>
    );
  };
}

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

// wrapped once, so a re-render of the route table never remounts a screen
const AdminPageConsented = consented(AdminPage);
const ChooserPageConsented = consented(ChooserPage);
const InfoPageConsented = consented(InfoPage);
const LinkPageConsented = consented(LinkPage);
const ProfilePageConsented = consented(ProfilePage);
const CompanyRegistrationPageScreen = screen(CompanyRegistrationPage);
const ConfirmDataPageScreen = screen(ConfirmDataPage);
const DashboardPageScreen = screen(DashboardPage);
const ExternalLoginPageScreen = screen(ExternalLoginPage);
const LoginPageScreen = screen(LoginPage);
const MailboxPageScreen = screen(MailboxPage);
const RecoverPageScreen = screen(RecoverPage);
const RegisterPageScreen = screen(RegisterPage);
const ResendVerificationPageScreen = screen(ResendVerificationPage);
const VerifyEmailPageScreen = screen(VerifyEmailPage);

function SignedInRoutes() {
  return (
    <Shell>
      <Switch>
        <Route path="/mis-servicios" component={DashboardPageScreen} />
        <Route path="/editar-perfil" component={ProfilePageConsented} />
        <Route path="/servicios/seleccionar" component={ChooserPageConsented} />
        <Route path="/adminitracion_cuentas" component={AdminPageConsented} />
        <Route path="/adminitracion_cuentas/:service" component={AdminPageConsented} />
        <Route path="/adminitracion_cuentas/:service/asociar" component={LinkPageConsented} />
        <Route path="/informacion_interes" component={InfoPageConsented} />
        <Route path="/informacion_interes/:tab" component={InfoPageConsented} />
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
        <Route path="/login" component={LoginPageScreen} />
        <Route path="/login/:code" component={ExternalLoginPageScreen} />
        <Route path="/register" component={RegisterPageScreen} />
        <Route path="/register/required" component={RegisterPageScreen} />
        <Route path="/register_empresa" component={CompanyRegistrationPageScreen} />
        <Route path="/verificar_email" component={VerifyEmailPageScreen} />
        <Route path="/verificar_email/:code" component={VerifyEmailPageScreen} />
        <Route path="/enviar_codigo_verificacion" component={ResendVerificationPageScreen} />
        <Route path="/recover" component={RecoverPageScreen} />
        <Route path="/recover/empresas" component={RecoverPageScreen} />
        <Route path="/confirmar_datos" component={ConfirmDataPageScreen} />
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
        <Route path="/demo/correos" component={MailboxPageScreen} />
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
