import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import type { PrefetchContext } from '../../shared/prefetch-context';
import { AUTOGAS_VEHICLES } from './api';

/**
 * The contract number Contrato and Mantenciones-asistencias pass as a hint (the gateway finds it by plate itself,
 * gateway/resolvers/autogas-contract.ts): the one in the plates' list the cache holds, else none. A screen asks with
 * the hint its prefetch asked with, so Apollo joins that read or serves its answer: by a URL the prefetch starts
 * before the list has answered, without the hint, and the screen, rendered once the list is in, does not ask again.
 */
const askedWith = new WeakMap<ApolloClient, Map<string, string | null>>();
const perPrefetch = new WeakMap<PrefetchContext, Map<string, string | null>>();

function cachedNumber(client: ApolloClient, patent: string): string | null {
  const vehicles = client.readQuery({ query: AUTOGAS_VEHICLES })?.viewer?.services?.autogas;
  return vehicles?.find((v) => v.patent === patent)?.contractNumber ?? null;
}

const mapOf = <K extends object>(maps: WeakMap<K, Map<string, string | null>>, key: K) => {
  let map = maps.get(key);
  if (!map) maps.set(key, (map = new Map()));
  return map;
};

/** A prefetch's hint for `patent`: read once per prefetch (it asks again once the list has answered), and kept for the screen. */
export function prefetchHint(context: PrefetchContext, patent: string): string | null {
  const client = context.apollo.client;
  const hints = mapOf(perPrefetch, context);
  if (!hints.has(patent)) {
    const hint = client ? cachedNumber(client, patent) : null;
    hints.set(patent, hint);
    if (client) mapOf(askedWith, client).set(patent, hint);
  }
  return hints.get(patent) ?? null;
}

/** The screen's hint for `patent`: its prefetch's, else the cached list's; the same for as long as the plate is shown. */
export function useContractHint(patent: string): string | null {
  const client = useApolloClient();
  return useMemo(() => {
    const asked = askedWith.get(client);
    return asked?.has(patent) ? (asked.get(patent) ?? null) : cachedNumber(client, patent);
  }, [client, patent]);
}
