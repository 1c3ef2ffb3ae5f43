/** Every flow of the app as a statechart; each opens in the Stately visualiser as it is. */
export { loginMachine } from './login.machine';
export { consentMachine } from './consent.machine';
export { sessionMachine } from './session.machine';
