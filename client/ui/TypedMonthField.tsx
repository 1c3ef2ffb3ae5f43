import { isoOfTypedMonth, TYPED_MONTH_LENGTH, typedMonth } from '../lib/typed-day';
import { MonthCalendar } from './MonthCalendar';
import { TypedField, type TypedFieldProps, type TypedFormat } from './TypedField';

const MONTH: TypedFormat = {
  pattern: 'mm/aaaa',
  maxLength: TYPED_MONTH_LENGTH,
  toText: typedMonth,
  toIso: isoOfTypedMonth,
  buttonLabel: (label) => `Elegir el mes: ${label}`,
  calendar: (props) => <MonthCalendar {...props} />,
};

/** A month written mm/aaaa, with the year's months in Spanish to pick from; the value is ISO `YYYY-MM`. */
export function TypedMonthField(props: TypedFieldProps) {
  return <TypedField {...props} format={MONTH} />;
}
