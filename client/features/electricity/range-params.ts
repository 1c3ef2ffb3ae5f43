import { useLocation, useSearch } from 'wouter';
import { defaultRange, isDay } from '../../../machines/rules/electricity-rules';
import { today } from '../../lib/date-range';
import { withSelection } from '../../shared/selected-client';
import type { DayRange } from './DateRangeForm';

/** The range a tab's URL search (without its '?') applies: ?desde=&hasta=, else one year back to today. */
export function rangeOf(search: string): DayRange {
  const params = new URLSearchParams(search);
  const from = params.get('desde') ?? '';
  const to = params.get('hasta') ?? '';
  return isDay(from) && isDay(to) ? { from, to } : defaultRange(today());
}

/**
 * The applied range of a tab, kept in the URL (?desde=&hasta=, YYYY-MM-DD) so a reload and the back button keep it;
 * one year back to today by default (spec 3 §9).
 */
export function useAppliedRange(path: string, clientCode: string): [DayRange, (range: DayRange, more?: Record<string, string>) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const range = rangeOf(search);
  const apply = (next: DayRange, more: Record<string, string> = {}) => {
    const params = new URLSearchParams({ desde: next.from, hasta: next.to, ...more });
    navigate(withSelection(`${path}?${params.toString()}`, clientCode), { replace: true });
  };
  return [range, apply];
}
