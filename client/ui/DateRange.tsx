import { RangePicker, type RangePickerProps } from './RangePicker';

export interface DateRangeProps extends RangePickerProps {
  /** how many days `to` may be after `from` */
  maxSpanDays?: number;
}

/** A from/to pair of date pickers (values `YYYY-MM-DD`) with the spec's rules: both given, from ≤ to, no future. */
export function DateRange({ maxSpanDays, ...props }: DateRangeProps) {
  return <RangePicker unit="day" maxSpan={maxSpanDays} {...props} />;
}
