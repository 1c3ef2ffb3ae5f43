import type { Resolvers } from '../generated/resolvers';
import { mapCompany, mapCompanyService } from '../mappers/company';

export const companyResolvers: Resolvers = {
  Viewer: {
    company: (parent) => (parent.kind === 'COMPANY' ? {} : null),
  },
  CompanyArea: {
    isAdministrator: async (_, __, { backend }) => {
      const person = (await backend.call('/me', {})).data.person;
      return ('user_type' in person ? person.user_type : person.role) === 'Administrador';
    },
    companies: async (_, __, { backend }) => {
      const answer = await backend.call('/company/list', {});
      return answer.status === 'ok' ? (answer.data ?? []).map(mapCompany) : [];
    },
    services: async (_, __, { backend }) => {
      const answer = await backend.call('/company_user/services', {});
      return answer.status === 'ok' ? (answer.data ?? []).map(mapCompanyService) : [];
    },
  },
};
