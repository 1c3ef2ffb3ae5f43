import { createActorContext } from './machines';
import { sessionMachine } from '../../machines/session.machine';

/** The session statechart, shared by the shell, the guards and the login screen. */
export const SessionActor = createActorContext(sessionMachine);
