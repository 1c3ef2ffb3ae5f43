/** A tank's readings (spec 2 §2): from and to within the last 12 months, not in the future, from not after to. */
export const READINGS_MONTHS_BACK = 12;
