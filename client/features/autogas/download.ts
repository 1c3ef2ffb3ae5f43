import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { AUTOGAS_DOWNLOAD_TOKEN } from './api';

/** A one-time download token for the contract's form posts. */
export function useDownloadToken(): () => Promise<string> {
  const client = useApolloClient();
  return useCallback(async () => {
    const result = await client.mutate({ mutation: AUTOGAS_DOWNLOAD_TOKEN });
    if (result.error || !result.data) throw result.error ?? new Error('Sin respuesta');
    return result.data.downloadToken;
  }, [client]);
}

/** The kit's manual: a GET the gateway forwards to the backend (gateway/downloads.ts). */
export const manualUrl = (manualId: string) => `/descargas/autogas/manual/${encodeURIComponent(manualId)}`;
