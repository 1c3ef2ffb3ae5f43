import type { ServiceListAnswer } from '../backend/contract';
import type { Resolvers } from '../generated/resolvers';
import { mapAutogasVehicles, mapServiceAccount } from '../mappers/services';
import type { BusinessLine } from '../../schema/generated/types';

const accounts = (answer: ServiceListAnswer, line: BusinessLine) =>
  answer.status === 'ok' ? (answer.data ?? []).map((a) => mapServiceAccount(a, line)) : [];

/** The four lists are resolved per field, so a screen that asks for one line makes one call. */
export const servicesResolvers: Resolvers = {
  Viewer: {
    services: (parent) => (parent.kind === 'PERSON' ? {} : null),
  },
  PersonServices: {
    meter: async (_, __, { backend }) => accounts(await backend.call('/bussines_line/meter/list', {}), 'METER'),
    bulk: async (_, __, { backend }) => accounts(await backend.call('/bussines_line/housing/list', {}), 'BULK'),
    cylinder: async (_, __, { backend }) => accounts(await backend.call('/bussines_line/cylinder/list', {}), 'CYLINDER'),
    autogas: async (_, __, { backend }) => {
      const answer = await backend.call('/bussines_line/autogas/list', {});
      return answer.status === 'ok' ? mapAutogasVehicles(answer.data ?? []) : [];
    },
  },
};
