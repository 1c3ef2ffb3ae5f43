import type { FieldError } from './account-rules';
import { withLengthErrors } from './limits';

/** The address search of every linking screen, and the help form (spec 1 §5). */

export const STREET_REQUIRED = 'La calle es requerida';
export const NUMBER_REQUIRED = 'El número es requerido';
export const COMMUNE_FIRST = 'Antes de ingresar la calle debe seleccionar una comuna';
export const HELP_REQUIRED = 'Campo requerido';
/** street suggestions start after more than 2 characters */
export const SUGGEST_AFTER = 2;

export interface AddressValues {
  region: string;
  commune: string;
  street: string;
  number: string;
  dept?: string | null;
  /** the help form's house number */
  house?: string | null;
}

export function addressErrors(values: AddressValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.commune.trim() && values.street.trim()) errors.push({ field: 'street', message: COMMUNE_FIRST });
  else if (!values.street.trim()) errors.push({ field: 'street', message: STREET_REQUIRED });
  if (!values.number.trim()) errors.push({ field: 'number', message: NUMBER_REQUIRED });
  return withLengthErrors(errors, values);
}

/**
 * Help form: region, commune, street and number required, the house number optional (spec 1 §5); the autogas box also
 * requires the patent (spec 2 §5).
 */
export function helpErrors(values: AddressValues & { patent?: string | null }, { autogas = false } = {}): FieldError[] {
  const required = autogas
    ? (['region', 'commune', 'street', 'number', 'patent'] as const)
    : (['region', 'commune', 'street', 'number'] as const);
  const errors = required.filter((f) => !values[f]?.trim()).map((field) => ({ field, message: HELP_REQUIRED }));
  return withLengthErrors(errors, values);
}

export function shouldSuggest(street: string): boolean {
  return street.trim().length > SUGGEST_AFTER;
}
