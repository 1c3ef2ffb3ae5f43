import { holds, PRIVILEGE } from '../../machines/rules/privileges';
import { companyServices } from '../company-services';
import type { Resolvers } from '../generated/resolvers';
import { mapCompany, mapIndustrialCredit } from '../mappers/company';
import type { CompanyService } from './parents';
import { regionName } from './region-name';
import { selectedFields } from './selected-fields';

/** An industrial bulk client whose debt the user may see: its dashboard card shows its credit line. */
const showsCredit = (service: CompanyService) => service.line === 'INDUSTRIAL_BULK' && holds(service.privileges, PRIVILEGE.debtDetail);

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
    services: async (_, __, { backend, hints }, info) => {
      // the credit of the industrial clients this session's last dashboard showed, asked beside the services
      // (session-hints.ts): `credit` joins it in the request's memo for a client the services still grant it on
      if (selectedFields(info).has('credit'))
        for (const client_cod of hints.of('industrial-credit'))
          backend.call('/company_user/industrial/debt', { client_cod }).catch(() => undefined);
      const services = await companyServices(backend);
      hints.remember(
        'industrial-credit',
        services.filter(showsCredit).map((service) => service.clientCode),
      );
      return services;
    },
  },
  CompanyService: {
    regionName: (service, _, { backend }) => regionName(backend, service.regionCode, 'null'),
    credit: async (service, _, { backend }) => {
      if (!showsCredit(service)) return null;
      return mapIndustrialCredit(await backend.call('/company_user/industrial/debt', { client_cod: service.clientCode }));
    },
  },
};
