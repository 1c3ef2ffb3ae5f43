import { useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { flashAtom, type Flash } from './flash';

/** When a flow ends with a redirect, carry its notice to the next screen and go there. */
export function useRedirectWithNotice(output: { to: string; notice: Flash | null } | undefined): void {
  const [, navigate] = useLocation();
  const setFlash = useSetAtom(flashAtom);
  useEffect(() => {
    if (!output) return;
    setFlash(output.notice);
    navigate(output.to, { replace: true });
  }, [output, navigate, setFlash]);
}
