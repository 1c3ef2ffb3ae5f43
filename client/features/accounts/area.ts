import { lazyScreen } from '../../shared/lazy-screen';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const ExternalLoginPage = lazyScreen(() => import('./ExternalLoginPage'));
const RegisterPage = lazyScreen(() => import('./RegisterPage'));
const CompanyRegistrationPage = lazyScreen(() => import('./CompanyRegistrationPage'));
const VerifyEmailPage = lazyScreen(() => import('./VerifyEmailPage'));
const ResendVerificationPage = lazyScreen(() => import('./ResendVerificationPage'));
const RecoverPage = lazyScreen(() => import('./RecoverPage'));
const ConfirmDataPage = lazyScreen(() => import('./ConfirmDataPage'));

/** Registration, verification, recovery and external sign-in (spec 1 §2). */
export const accountsArea: FeatureDeclaration = {
  name: 'accounts',
  routes: [
    { path: paths.externalLogin, title: 'Ingresando', access: 'guest', logoutOnVisit: true, screen: ExternalLoginPage },
    { path: paths.register, title: 'Registro', access: 'guest', screen: RegisterPage },
    { path: paths.registerRequired, title: 'Registro', access: 'guest', screen: RegisterPage },
    { path: paths.companyRegistration, title: 'Registro de empresa', access: 'guest', screen: CompanyRegistrationPage },
    { path: paths.verifyEmail, title: 'Verificación de correo', access: 'guest', screen: VerifyEmailPage },
    { path: paths.verifyEmailCode, title: 'Verificación de correo', access: 'guest', logoutOnVisit: true, screen: VerifyEmailPage },
    { path: paths.resendVerification, title: 'Reenviar correo de verificación', access: 'guest', screen: ResendVerificationPage },
    { path: paths.confirmData, title: 'Confirmar Información', access: 'guest', logoutOnVisit: true, screen: ConfirmDataPage },
    { path: paths.recover, title: 'Recuperar contraseña', access: 'guest', screen: RecoverPage },
    { path: paths.recoverCompany, title: 'Recuperar contraseña de empresa', access: 'guest', screen: RecoverPage },
  ],
};
