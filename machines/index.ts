/** Every flow of the app as a statechart; each opens in the Stately visualiser as it is. */
export { loginMachine } from './login.machine';
export { consentMachine } from './consent.machine';
export { sessionMachine } from './session.machine';
export { registrationMachine } from './registration.machine';
export { emailVerificationMachine } from './email-verification.machine';
export { emailFormMachine } from './email-form.machine';
export { externalLoginMachine } from './external-login.machine';
export { profileMachine } from './profile.machine';
export { cylinderCheckMachine } from './cylinder-check.machine';
export { linkMachine } from './link.machine';
export { requestWizardMachine } from './request-wizard.machine';
export { subscriptionMachine } from './subscription.machine';
export { orderCancelMachine } from './order-cancel.machine';
export { orderClaimMachine } from './order-claim.machine';
export { bulkPaymentMachine } from './bulk-payment.machine';
export { truckTrackingMachine } from './truck-tracking.machine';
export { telemetryActivationMachine } from './telemetry-activation.machine';
