import { REQUIRED, RUT_INVALID, type FieldError } from './account-rules';
import { searchValueMax, tooLongMessage } from './limits';
import { isValidRut } from './rut';

/** A linking search by one value (code, RUT, patent, serial): required, a RUT with its check digit, within its limit. */
export function valueSearchErrors(by: string, value: string): FieldError[] {
  if (!value.trim()) return [{ field: 'value', message: REQUIRED }];
  if (by === 'RUT' && !isValidRut(value)) return [{ field: 'value', message: RUT_INVALID }];
  const max = searchValueMax(by);
  return value.length > max ? [{ field: 'value', message: tooLongMessage(max) }] : [];
}
