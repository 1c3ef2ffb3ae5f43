import type { ServiceListAnswer } from '../backend/contract';
import type { GatewayContext } from '../context';
import { mapAutogasVehicles, mapServiceAccount } from '../mappers/services';
import type { BusinessLine } from '../mappers/lines';
import type { ViewerParent } from './session';

function accounts(answer: ServiceListAnswer, line: BusinessLine) {
  return answer.status === 'ok' ? (answer.data ?? []).map((a) => mapServiceAccount(a, line)) : [];
}

/** The four lists are resolved per field, so a screen that asks for one line makes one call. */
export const servicesResolvers = {
  Viewer: {
    services: (parent: ViewerParent) => (parent.kind === 'PERSON' ? {} : null),
  },
  PersonServices: {
    meter: async (_: unknown, __: unknown, { backend }: GatewayContext) => accounts(await backend.call('/bussines_line/meter/list', {}), 'METER'),
    bulk: async (_: unknown, __: unknown, { backend }: GatewayContext) => accounts(await backend.call('/bussines_line/housing/list', {}), 'BULK'),
    cylinder: async (_: unknown, __: unknown, { backend }: GatewayContext) =>
      accounts(await backend.call('/bussines_line/cylinder/list', {}), 'CYLINDER'),
    autogas: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call('/bussines_line/autogas/list', {});
      return answer.status === 'ok' ? mapAutogasVehicles(answer.data ?? []) : [];
    },
  },
};
