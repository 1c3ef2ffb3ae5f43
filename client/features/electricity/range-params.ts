import { useLocation, useSearch } from 'wouter';
import { defaultRange, isDay } from '../../../machines/rules/electricity-rules';
import { today } from '../../lib/date-range';
import { withSelection } from '../../shared/selected-client';
import type { DayRange } from './DateRangeForm';

/**
 * The applied range of a tab, kept in the URL (?desde=&hasta=, YYYY-MM-DD) so a reload and the back button keep it;
 * one year back to today by default (spec 3 §9).
 */
export function useAppliedRange(path: string, clientCode: string): [DayRange, (range: DayRange, more?: Record<string, string>) => void] {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const fallback = defaultRange(today());
  const from = search.get('desde') ?? '';
  const to = search.get('hasta') ?? '';
  const range = isDay(from) && isDay(to) ? { from, to } : fallback;
  const apply = (next: DayRange, more: Record<string, string> = {}) => {
    const params = new URLSearchParams({ desde: next.from, hasta: next.to, ...more });
    navigate(withSelection(`${path}?${params.toString()}`, clientCode), { replace: true });
  };
  return [range, apply];
}
