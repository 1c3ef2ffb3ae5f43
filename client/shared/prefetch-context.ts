import type { ApolloHolder } from '../lib/apollo-holder';
import type { QueryRunner, SessionAuth } from '../lib/plain-query';

/** Where the app is going: the path, the parameters its route's pattern names in it, and the search. */
export interface PrefetchLocation {
  path: string;
  params: Readonly<Record<string, string | undefined>>;
  /** as wouter's useSearch gives it, without the '?' */
  search: string;
}

/** What a prefetch has, as the app opens on a route or navigates to it: plain reads, Apollo as it loads, the session. */
export interface PrefetchContext {
  query: QueryRunner;
  apollo: ApolloHolder;
  /** the session's credentials; null signed out */
  auth: SessionAuth | null;
  /** whose session it is (remembered-selection.ts accountKey), for what this browser keeps per user; null signed out */
  account: string | null;
  /** the signed-in user's id, which reads about the user name so the gateway need not look it up first; null signed out */
  userId: string | null;
  location: PrefetchLocation;
}
