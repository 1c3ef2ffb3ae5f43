import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { companyServices } from '../company-services';
import type { Resolvers } from '../generated/resolvers';
import { mapCompany, mapIndustrialCredit } from '../mappers/company';
import { regionName } from './region-name';

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
    services: (_, __, { backend }) => companyServices(backend),
  },
  CompanyService: {
    regionName: (service, _, { backend }) => regionName(backend, service.regionCode, 'null'),
    credit: async (service, _, { backend }) => {
      if (service.line !== 'INDUSTRIAL_BULK' || !holds(service.privileges, PRIVILEGE.debtDetail)) return null;
      return mapIndustrialCredit(await backend.call('/company_user/industrial/debt', { client_cod: service.clientCode }));
    },
  },
};
