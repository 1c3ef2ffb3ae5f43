import { gatewayError } from '../backend/client';
import { requireSession } from '../context';
import type { Resolvers } from '../generated/resolvers';

/** The one-time token a form-post download carries (gateway/downloads.ts forwards the form). */
export const downloadsResolvers: Resolvers = {
  Mutation: {
    downloadToken: async (_, __, context) => {
      requireSession(context);
      const answer = await context.backend.call('/download/token', {});
      const token = answer.data?.token;
      if (answer.status !== 'ok' || !token)
        throw gatewayError('BACKEND_UNAVAILABLE', 'En este momento no es posible obtener la información. Por favor intenta más tarde', {
          reason: 'MALFORMED',
        });
      return token;
    },
  },
};
