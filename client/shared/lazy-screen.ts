import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/** A component in its own chunk that can be fetched ahead of its first render. */
export type LazyScreen<P extends object = object> = FunctionComponent<P> & { preload(): Promise<void> };

/**
 * Like React's `lazy`, plus `preload`: the app fetches the screen the browser opened on while it reads its config,
 * so the first screen renders whole at once, with no Suspense fallback flashing in its frame first (a layout shift)
 * and no round trip after the config. Rendered before it is loaded, it suspends as a `lazy` does.
 */
export function lazyScreen<P extends object = object>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const Screen = (props: P) => createElement<P>(loaded ?? (Suspending as ComponentType<P>), props);
  return Object.assign(Screen, { preload });
}
