import type { GatewayContext } from '../context';
import { mapCompanyService } from '../mappers/services';
import type { ViewerParent } from './session';

export const companyResolvers = {
  Viewer: {
    company: (parent: ViewerParent) => (parent.kind === 'COMPANY' ? {} : null),
  },
  CompanyArea: {
    isAdministrator: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const me = await backend.call('/me', {});
      const person = me.data.person;
      return ('user_type' in person ? person.user_type : person.role) === 'Administrador';
    },
    companies: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call('/company/list', {});
      return answer.status === 'ok' ? (answer.data ?? []).map((c) => ({ id: String(c.id), name: c.name, rut: c.dni })) : [];
    },
    services: async (_: unknown, __: unknown, { backend }: GatewayContext) => {
      const answer = await backend.call('/company_user/services', {});
      return answer.status === 'ok' ? (answer.data ?? []).map(mapCompanyService) : [];
    },
  },
};
