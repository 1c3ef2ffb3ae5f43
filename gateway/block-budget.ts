import { defaultFieldResolver, isObjectType, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { gatewayError } from './backend/client';
import type { GatewayContext } from './context';

/**
 * The fields each of which is a block of a screen with several: the dashboard's cards, the shell's menu counts, the
 * company area's boxes, an autogas card's figures, a list beside its filters' tree, an order beside its truck. Each answers within the block budget or fails alone (null with its error; the screen shows
 * its retry), so one slow backend line never holds the others, and no chain of calls inside a block (a list, then
 * each item's details) outlasts it: the answer still comes in one round trip.
 */
export const BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  // the dashboard's and the shell's blocks, and those of the screens that ask for several at once
  Viewer: [
    'user',
    'campaigns',
    'profile',
    'notifications',
    'unreadNotifications',
    'hasRequests',
    'requests',
    'requestTypeTree',
    'truckRefreshMinutes',
    'truckPosition',
    'cylinderTruckPosition',
    'canRequestReading',
  ],
  PersonServices: ['meter', 'bulk', 'cylinder', 'autogas'],
  CompanyArea: ['isAdministrator', 'companies', 'services'],
  CompanyService: ['credit'],
  AutogasVehicle: ['summary', 'nextMaintenance'],
  // each of a meter's tabs is a block of its own (the readings' table and chart come together)
  MeterAccount: ['bills', 'readings', 'readingChart', 'payments', 'debt', 'agreements', 'rates', 'simulationAmount'],
};

export const SLOW_BLOCK_MESSAGE = 'En este momento no es posible obtener la información. Por favor intenta más tarde';

/** A block's resolver, raced against the budget; the call it started goes on, its answer unused. */
function withinBudget(
  resolve: GraphQLFieldResolver<unknown, GatewayContext>,
  block: string,
): GraphQLFieldResolver<unknown, GatewayContext> {
  return (parent, args, context, info) => {
    const answer = resolve(parent, args, context, info);
    if (!(answer instanceof Promise)) return answer;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      // the error is made only when the budget runs out: an error's stack costs more than the rest of a block
      const slow = () => reject(gatewayError('BACKEND_UNAVAILABLE', SLOW_BLOCK_MESSAGE, { reason: 'SLOW_BLOCK', path: block }));
      timer = setTimeout(slow, context.config.blockBudgetMs);
    });
    return Promise.race([answer, late]).finally(() => clearTimeout(timer));
  };
}

/** Puts every block field of BLOCK_FIELDS under the budget the request's config gives (BLOCK_BUDGET_MS). */
export function applyBlockBudgets(schema: GraphQLSchema): GraphQLSchema {
  for (const [typeName, fieldNames] of Object.entries(BLOCK_FIELDS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`BLOCK_FIELDS: ${typeName} is not an object type`);
    const fields = type.getFields();
    for (const name of fieldNames) {
      const field = fields[name];
      if (!field) throw new Error(`BLOCK_FIELDS: ${typeName}.${name} is not a field`);
      if (field.type.toString().endsWith('!')) throw new Error(`BLOCK_FIELDS: ${typeName}.${name} must be nullable to fail alone`);
      field.resolve = withinBudget(
        (field.resolve ?? defaultFieldResolver) as GraphQLFieldResolver<unknown, GatewayContext>,
        `${typeName}.${name}`,
      );
    }
  }
  return schema;
}
