import { PRIVILEGE } from '../../machines/rules/privileges';
import { gatewayError, toGraphQLError } from '../backend/client';
import { BackendError } from '../backend/errors';
import { behindPrivileges } from '../company-privileges';
import type { Resolvers, ViewerResolvers } from '../generated/resolvers';
import { mapTankSummary, topNodes } from '../mappers/industrial';

/**
 * What only Granel Industrial has (spec 3 §2): the screens it shares with the person's bulk area are
 * gateway/resolvers/bulk.ts, over the company user's family of calls.
 */
export const industrialResolvers: Resolvers = {
  Viewer: behindPrivileges<ViewerResolvers>(
    {
      tankSummary: async (_, { clientCode }, { backend, kind }) => {
        if (kind !== 'COMPANY') throw gatewayError('FORBIDDEN', 'El Resumen de Tanques es de los clientes de empresas');
        const client_code = clientCode.trim();
        if (!client_code) throw gatewayError('BAD_USER_INPUT', 'El cliente es obligatorio');
        const answer = await backend.call('/company_user/bussines_line/industrial/resume', { client_code });
        if (answer.status === 'empty') return { locations: [], unassigned: [] };
        if (answer.status !== undefined && answer.status !== 'ok')
          throw gatewayError('BACKEND_UNAVAILABLE', answer.message ?? 'No fue posible obtener el resumen de tanques');
        const nodes = topNodes(answer.data);
        if (!nodes)
          throw toGraphQLError(
            new BackendError('MALFORMED', '/company_user/bussines_line/industrial/resume', 200, 'Respuesta inválida del servicio'),
          );
        return mapTankSummary(nodes);
      },
    },
    { tankSummary: PRIVILEGE.tanksAndOrders },
  ),
};
