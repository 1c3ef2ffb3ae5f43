import { lazy } from 'react';
import { paths } from '../../shared/paths';
import type { FeatureDeclaration } from '../../shared/routing';

const ExternalLoginPage = lazy(() => import('./ExternalLoginPage'));
const RegisterPage = lazy(() => import('./RegisterPage'));
const CompanyRegistrationPage = lazy(() => import('./CompanyRegistrationPage'));
const VerifyEmailPage = lazy(() => import('./VerifyEmailPage'));
const ResendVerificationPage = lazy(() => import('./ResendVerificationPage'));
const RecoverPage = lazy(() => import('./RecoverPage'));
const ConfirmDataPage = lazy(() => import('./ConfirmDataPage'));

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
