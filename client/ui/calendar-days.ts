/** Day and month arithmetic on ISO strings (`YYYY-MM-DD`, `YYYY-MM`), in UTC so no browser zone shifts a day. */

const utc = (iso: string) => {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => {
  const date = utc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return isoDay(date);
};

/** The same day `months` later (earlier when negative), kept within its month: 31 January + 1 is 28 February. */
export function addMonths(day: string, months: number): string {
  const date = utc(day);
  const first = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(date.getUTCDate(), last));
  return isoDay(first);
}

/** 0 for Monday … 6 for Sunday: Chilean calendars start the week on Monday. */
export const weekday = (day: string) => (utc(day).getUTCDay() + 6) % 7;

/** The weeks (Monday to Sunday) that show a month, as ISO days; days of the months around it fill the edges. */
export function weeksOf(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -weekday(first));
  const weeks: string[][] = [];
  do {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDays(day, index)));
    day = addDays(day, 7);
  } while (day.slice(0, 7) === month);
  return weeks;
}

/** `value` moved into [min, max] (ISO strings of one unit sort as their dates do). */
export const clamp = (value: string, min: string | undefined, max: string | undefined) =>
  min && value < min ? min : max && value > max ? max : value;
