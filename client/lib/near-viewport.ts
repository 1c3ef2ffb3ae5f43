import { useCallback, useEffect, useState } from 'react';

/**
 * Whether the element has come near the screen (within `margin`), once and for good: a heavy part (a chart's
 * library) below the fold then loads when the user scrolls towards it, not while the first screen is settling.
 * Where IntersectionObserver does not exist it answers true at once.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, margin]);
  return [useCallback((node: T | null) => setElement(node), []), near];
}
