import { gatewayError } from '../backend/client';
import { paths } from '../backend/contract';
import type { GatewayContext } from '../context';
import type { DemoWorld } from '../demo/controls';
import { isFlagName } from '../flags';
import type { Resolvers } from '../generated/resolvers';
import { faultSpecOf, mapDemoFault } from '../mappers/demo';

/** The world's clock speeds the panel and WORLD_CLOCK_SPEED accept: from real time to an hour a second. */
export const MAX_CLOCK_SPEED = 3600;
/** more calls than a demo makes: a larger count is not a real choice */
const MAX_FAULT_TIMES = 1000;

/** The demo's controls, or FORBIDDEN: against a real backend (DATA_SOURCE=rest) the panel does not exist. */
function demoOf(context: GatewayContext): DemoWorld {
  if (context.config.dataSource !== 'fixtures' || !context.demo)
    throw gatewayError('FORBIDDEN', 'El panel de demostración existe solo con datos de demostración');
  return context.demo;
}

function panelOf(context: GatewayContext) {
  const demo = demoOf(context);
  const { config } = context;
  return {
    personas: demo.personas(),
    password: demo.password,
    flags: Object.entries(config.flags).map(([name, enabled]) => ({ name, enabled })),
    maintenance: config.maintenance,
    clockSpeed: demo.clock.speed(),
    faults: demo.faults.list().map(mapDemoFault),
    faultAreas: [...demo.faultAreas],
    faultPaths: [...paths].sort(),
  };
}

/**
 * After a switch that changes what the backend answers (the world reset, its clock, a fault): the next read of every
 * session is asked anew, not joined to a call under way before the change (the demo keeps no read past its answer,
 * gateway/context.ts, but a call held by a delay fault is still in flight).
 */
function worldChanged(context: GatewayContext) {
  context.backend.forgetEveryonesReads();
  return panelOf(context);
}

/** The demo panel (/demo): every switch acts on the running gateway and its fixture world, for every browser. */
export const demoResolvers: Resolvers = {
  Query: {
    demoPanel: (_, __, context) => panelOf(context),
    demoPageViews: (_, __, context) => {
      demoOf(context);
      return context.pageViews.list();
    },
  },
  Mutation: {
    demoSetFlag: (_, { name, enabled }, context) => {
      demoOf(context);
      if (!isFlagName(name)) throw gatewayError('BAD_USER_INPUT', `No existe el módulo ${name}`);
      context.config.flags[name] = enabled;
      return panelOf(context);
    },
    demoSetMaintenance: (_, { enabled }, context) => {
      demoOf(context);
      context.config.maintenance = enabled;
      return panelOf(context);
    },
    demoResetWorld: (_, __, context) => {
      demoOf(context).reset();
      return worldChanged(context);
    },
    demoSetClockSpeed: (_, { speed }, context) => {
      const demo = demoOf(context);
      if (!(speed >= 1 && speed <= MAX_CLOCK_SPEED))
        throw gatewayError('BAD_USER_INPUT', `La velocidad del reloj va de 1 a ${MAX_CLOCK_SPEED}`);
      demo.clock.setSpeed(speed);
      return worldChanged(context);
    },
    demoAddFault: (_, { fault }, context) => {
      const demo = demoOf(context);
      if (!fault.area === !fault.path) throw gatewayError('BAD_USER_INPUT', 'Indica un área o una llamada: una de las dos');
      if (fault.area && !demo.faultAreas.includes(fault.area)) throw gatewayError('BAD_USER_INPUT', `No existe el área ${fault.area}`);
      if (fault.path && !(paths as string[]).includes(fault.path))
        throw gatewayError('BAD_USER_INPUT', `No existe la llamada ${fault.path}`);
      if (fault.times != null && !(Number.isInteger(fault.times) && fault.times >= 1 && fault.times <= MAX_FAULT_TIMES))
        throw gatewayError('BAD_USER_INPUT', `Las veces van de 1 a ${MAX_FAULT_TIMES}`);
      demo.faults.add(faultSpecOf(fault, context.config.backendTimeoutMs));
      return worldChanged(context);
    },
    demoRemoveFault: (_, { index }, context) => {
      const demo = demoOf(context);
      if (!(index >= 0 && index < demo.faults.list().length)) throw gatewayError('BAD_USER_INPUT', 'Esa falla ya no está');
      demo.faults.remove(index);
      return worldChanged(context);
    },
    demoClearFaults: (_, __, context) => {
      demoOf(context).faults.clear();
      return worldChanged(context);
    },
  },
};
