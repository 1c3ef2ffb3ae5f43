import { useEffect, useState } from 'react';

/**
 * True once the browser has been idle after the first render: Historial de Lectura draws its chart then, so echarts'
 * start-up does not block the page's first paint and input (Lighthouse's TBT); its place is kept meanwhile.
 */
export function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
