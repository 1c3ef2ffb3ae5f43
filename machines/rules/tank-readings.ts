/** A tank's readings (spec 2 §2): from and to within the last 12 months, not in the future, from not after to. */
export const READINGS_MONTHS_BACK = 12;
export const READINGS_WITHIN_A_YEAR =
  'Las fechas deben estar dentro de los últimos 12 meses y la inicial no puede ser posterior a la final';
