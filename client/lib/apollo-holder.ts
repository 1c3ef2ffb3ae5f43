import type { ApolloClient } from '@apollo/client';

/** Apollo Client, loaded once something needs it: /login renders before it, and its sign-in loads it. */
export interface ApolloHolder {
  /** the client once loaded, else null */
  readonly client: ApolloClient | null;
  /** loads it (once; a failed load, say offline, is tried again on the next call) */
  load(): Promise<ApolloClient>;
}

export function lazyApollo(create: () => Promise<ApolloClient>): ApolloHolder {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  return {
    get client() {
      return client;
    },
    load: () =>
      (loading ??= create().then(
        (created) => (client = created),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/** A client that is there from the start (the screen tests). */
export function readyApollo(ready: ApolloClient): ApolloHolder {
  const loaded = Promise.resolve(ready);
  return { client: ready, load: () => loaded };
}
