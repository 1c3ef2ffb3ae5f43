import type { ApolloClient } from '@apollo/client';

/** Apollo Client, loaded once something needs it: /login renders before it, and its sign-in loads it. */
export interface ApolloHolder {
  /** the client once loaded, else null */
  readonly client: ApolloClient | null;
  /** loads it (once; a failed load, say offline, is tried again on the next call) */
  load(): Promise<ApolloClient>;
  /** the client once something else has loaded it, without asking for it (work that can wait for the phone's idle time) */
  loaded(): Promise<ApolloClient>;
}

/**
 * `create` makes the client; `prepare` then does what must happen before anyone gets it (main.tsx: the answers the
 * first screen showed go into its cache).
 */
export function lazyApollo(create: () => Promise<ApolloClient>, prepare?: (client: ApolloClient) => Promise<void>): ApolloHolder {
  let client: ApolloClient | null = null;
  let loading: Promise<ApolloClient> | null = null;
  let arrive: (loaded: ApolloClient) => void = () => undefined;
  const arrived = new Promise<ApolloClient>((resolve) => (arrive = resolve));
  return {
    get client() {
      return client;
    },
    load: () =>
      (loading ??= create().then(
        async (created) => {
          await prepare?.(created);
          arrive(created);
          return (client = created);
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => arrived,
  };
}

/** A client that is there from the start (the screen tests). */
export function readyApollo(ready: ApolloClient): ApolloHolder {
  const loaded = Promise.resolve(ready);
  return { client: ready, load: () => loaded, loaded: () => loaded };
}
