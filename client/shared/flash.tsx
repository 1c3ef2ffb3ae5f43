import { useEffect, useRef } from 'react';
import { atom, useAtom } from 'jotai';
import { Notice } from '../ui/Notice';

export interface Flash {
  title: string;
  text: string;
  tone: 'ok' | 'error' | 'info';
}

/** A notice that survives one navigation: set before redirecting, shown by the next screen's layout. */
export const flashAtom = atom<Flash | null>(null);

/** The notice set for this screen; it goes as every notice does (client/ui/Notice.tsx). */
export function FlashNotice() {
  const [flash, setFlash] = useAtom(flashAtom);
  const shown = useRef<Flash | null>(null);
  const forgetting = useRef<number | null>(null);
  shown.current = flash;
  // shown once: leaving the screen forgets what it showed, not a notice set for the next screen. The forgetting
  // waits a tick, so StrictMode's trial unmount and remount in development does not take the notice away.
  useEffect(() => {
    if (forgetting.current !== null) window.clearTimeout(forgetting.current);
    const seen = shown;
    return () => {
      const leaving = seen.current;
      forgetting.current = window.setTimeout(() => setFlash((current) => (current !== null && current === leaving ? null : current)), 0);
    };
  }, [setFlash]);
  if (!flash) return null;
  return (
    <Notice
      title={flash.title}
      text={flash.text}
      tone={flash.tone}
      onDismiss={() => setFlash((current) => (current === flash ? null : current))}
    />
  );
}
