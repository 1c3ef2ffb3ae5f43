import { useLocation } from 'wouter';

/** Swaps ?cliente= on the current tab (the other tabs of the area read it too). */
export function useChooseClient(path: string): (code: string) => void {
  const [, navigate] = useLocation();
  return (code) => navigate(`${path}?cliente=${encodeURIComponent(code)}`, { replace: true });
}
