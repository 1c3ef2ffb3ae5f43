import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it is online: the Stately link needs the internet, the chart does not. */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);
