import { RangePicker, type RangePickerProps } from './RangePicker';

export interface MonthRangeProps extends RangePickerProps {
  /** how many months `to` may be after `from` */
  maxSpanMonths?: number;
}

/** A from/to pair of months typed mm/aaaa (values `YYYY-MM`) with the spec's rules: both given, from ≤ to, not past this month. */
export function MonthRange({ maxSpanMonths, ...props }: MonthRangeProps) {
  return <RangePicker unit="month" maxSpan={maxSpanMonths} {...props} />;
}
