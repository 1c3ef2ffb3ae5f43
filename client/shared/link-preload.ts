import { createContext, useContext, useEffect } from 'react';

/** Fetches the chunk of the screen an in-app link leads to (the app provides it from its route table). */
export const LinkPreload = createContext<(href: string) => void>(() => undefined);

/** what the screens of `hrefs` wait for before they are fetched when the browser never goes idle */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The screens these links lead to (an area's tabs), fetched once the browser is idle: a click on one then renders it
 * in the click's frame instead of after its chunk's round trip (React holds a suspended screen up to 300 ms more).
 */
export function usePreloadWhenIdle(hrefs: readonly string[]): void {
  const preload = useContext(LinkPreload);
  const key = hrefs.join(' ');
  useEffect(() => {
    const run = () => {
      for (const href of key.split(' ')) if (href) preload(href);
    };
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }, [key, preload]);
}
