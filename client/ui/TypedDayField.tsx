import { MAX_LENGTH } from '../../machines/rules/limits';
import { isoOfTyped, typedDay } from '../lib/typed-day';
import { DayCalendar } from './DayCalendar';
import { TypedField, type TypedFieldProps, type TypedFormat } from './TypedField';

export type TypedDayFieldProps = TypedFieldProps;

const DAY: TypedFormat = {
  pattern: 'dd/mm/aaaa',
  maxLength: MAX_LENGTH.date,
  toText: typedDay,
  toIso: isoOfTyped,
  buttonLabel: (label) => `Elegir en el calendario: ${label}`,
  calendar: (props) => <DayCalendar {...props} />,
};

/** A day written dd/mm/aaaa (spec 2 §9), with a Spanish calendar; the value is ISO `YYYY-MM-DD`. */
export function TypedDayField(props: TypedDayFieldProps) {
  return <TypedField {...props} format={DAY} />;
}
