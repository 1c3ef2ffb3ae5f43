import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { AppRoot } from '../../client/app/AppRoot';
import { lazyApollo } from '../../client/lib/apollo-holder';
import { writeShownReads } from '../../client/lib/early-reads';
import { clearSession, writeSession, type StoredSession } from '../../client/app/session';
import type { BusinessLine } from '../../client/gql/graphql';
import { accountKey, rememberSelection } from '../../client/shared/remembered-selection';
import { createScreenClient, screenConnection } from './screen-apollo';
import { createScreenWorld, gatewaySchema, type ScreenWorld, type ScreenWorldOptions } from './screen-world';

export { createScreenWorld, DEMO_PASSWORD, type ScreenWorld } from './screen-world';

export interface RenderScreenOptions extends ScreenWorldOptions {
  /** a demo account's e-mail: signed in (a real token from the login mutation) before the app starts */
  as?: string;
  /** the world to render against; default a fresh demo world, so tests never see each other's changes */
  world?: ScreenWorld;
  /** what this browser tab already holds in sessionStorage (a fresh tab holds nothing) */
  tab?: Record<string, string>;
  /** Apollo Client's chunk has not arrived yet: it loads when the returned `releaseApollo` is called */
  holdApollo?: boolean;
  /** told of every GraphQL operation the app sends (its name), plain reads included */
  onOperation?: (name: string) => void;
  /** told of each request as it starts (plain reads included); what it returns is called when its answer comes (request-waves.ts) */
  onRequest?: (name: string) => () => void;
  /** the client (or plate) this browser remembers the signed-in user last had selected in each area */
  remember?: Partial<Record<BusinessLine, string>>;
}

export interface RenderedScreen extends RenderResult {
  /** a user-event instance bound to this screen (type, click, tab…) */
  user: UserEvent;
  world: ScreenWorld;
  /** the session the app was started with, null for a guest */
  session: StoredSession | null;
  /** with `holdApollo`: lets Apollo Client's chunk arrive */
  releaseApollo(): void;
  /** with `holdApollo`: whether anything has asked for Apollo Client yet */
  apolloAsked(): boolean;
}

/**
 * Mounts the whole app as client/main.tsx does (ApolloProvider, the jotai store, App with its session and
 * routes) at `path`, over the real gateway schema and an in-process fixture world, in StrictMode as
 * `npm run dev` runs it: an effect that breaks when run twice breaks here.
 */
export async function renderScreen(path: string, options: RenderScreenOptions = {}): Promise<RenderedScreen> {
  const world = options.world ?? createScreenWorld({ env: options.env });
  // a new browser session: nothing stored, then the session the app would have stored at sign-in
  clearSession();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(options.tab ?? {})) sessionStorage.setItem(key, value);
  const session = options.as ? await world.signInAs(options.as) : null;
  if (session) writeSession(session);
  for (const [line, code] of Object.entries(options.remember ?? {})) rememberSelection(accountKey(session), line as BusinessLine, code);
  window.history.replaceState(null, '', path);

  const client = createScreenClient(world, gatewaySchema(), options.onOperation, options.onRequest);
  const connection = screenConnection(client);
  let release = () => {};
  let asked = false;
  if (options.holdApollo) {
    const arrived = new Promise<void>((resolve) => (release = resolve));
    // as client/main.tsx makes it: what the first screen showed goes into the cache before anyone gets the client
    connection.apollo = lazyApollo(
      () => {
        asked = true;
        return arrived.then(() => client);
      },
      (created) => writeShownReads(connection.query, created),
    );
  }
  const rendered = render(<AppRoot connection={connection} />);
  return { ...rendered, user: userEvent.setup({ delay: null }), world, session, releaseApollo: () => release(), apolloAsked: () => asked };
}

/** The path the app shows now (after its redirects). */
export function currentPath(): string {
  return window.location.pathname;
}

/** Puts `value` in a field at once, as a paste does (typing key by key re-renders a form per key: slow, and no different). */
export async function fill(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) {
    await user.click(field);
    await user.paste(value);
  }
}
