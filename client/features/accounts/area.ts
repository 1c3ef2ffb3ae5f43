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
    { path: paths.externalLogin, access: 'guest', logoutOnVisit: true, screen: ExternalLoginPage },
    { path: paths.register, access: 'guest', screen: RegisterPage },
    { path: paths.registerRequired, access: 'guest', screen: RegisterPage },
    { path: paths.companyRegistration, access: 'guest', screen: CompanyRegistrationPage },
    { path: paths.verifyEmail, access: 'guest', screen: VerifyEmailPage },
    { path: paths.verifyEmailCode, access: 'guest', logoutOnVisit: true, screen: VerifyEmailPage },
    { path: paths.resendVerification, access: 'guest', screen: ResendVerificationPage },
    { path: paths.confirmData, access: 'guest', logoutOnVisit: true, screen: ConfirmDataPage },
    { path: paths.recover, access: 'guest', screen: RecoverPage },
    { path: paths.recoverCompany, access: 'guest', screen: RecoverPage },
  ],
};
