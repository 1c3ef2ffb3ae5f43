import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';
import type { PrefetchContext } from './prefetch-context';

/** A screen's module: its component and, if it has one, what its first render will ask for. */
export interface ScreenModule<P extends object> {
  default: ComponentType<P>;
  /** starts the screen's first reads with the variables it will use (Apollo then joins or serves them) */
  prefetch?: (context: PrefetchContext) => void;
}

/** A component in its own chunk that can be fetched ahead of its first render. */
export type LazyScreen<P extends object = object> = FunctionComponent<P> & {
  preload(): Promise<void>;
  /** whether the chunk is in: the screen then renders without suspending */
  readonly loaded: boolean;
  /** fetches the chunk and runs the module's `prefetch`: at once when the chunk is already in */
  prefetch(context: PrefetchContext): void;
};

/**
 * Like React's `lazy`, plus `preload`: the app fetches the screen the browser opened on while it reads its config,
 * so the first screen renders whole at once, with no Suspense fallback flashing in its frame first (a layout shift)
 * and no round trip after the config. Rendered before it is loaded, it suspends as a `lazy` does.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<ScreenModule<P>>): LazyScreen<P> {
  let loaded: ScreenModule<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        // a chunk that failed (offline) is fetched again by the next preload or render
        loading = null;
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded!.default };
  });
  const Screen = (props: P) => createElement<P>(loaded?.default ?? (Suspending as ComponentType<P>), props);
  const prefetch = (context: PrefetchContext) => {
    if (loaded) loaded.prefetch?.(context);
    else
      preload().then(
        () => loaded?.prefetch?.(context),
        () => undefined,
      );
  };
  return Object.defineProperty(Object.assign(Screen, { preload, prefetch }), 'loaded', { get: () => loaded !== null }) as LazyScreen<P>;
}
