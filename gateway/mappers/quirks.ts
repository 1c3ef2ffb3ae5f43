import { readDate, readFlag, readNumber, textForm } from '../backend/forms';
/** The backend's small quirks, each undone once here (DESIGN.md, "The gateway absorbs the backend's quirks"). */

/** A figure in any form the backend writes it (gateway/backend/forms.ts); null when unreadable or 'NO DISPONIBLE'. */
export const parseAmount = (value: unknown): number | null => readNumber(value);

/** A date in any form (ISO, DD.MM.YYYY, DD-MM-YYYY, with a time or not) → ISO 8601 without zone; null when unreadable. */
export const parseBackendDate = (value: unknown): string | null => readDate(value);

/** A yes/no in any form; what is not readable is no. */
export const parseFlag = (value: unknown): boolean => readFlag(value) ?? false;

/** Address parts joined as spec 1 §3 says: commas; block prefixed 'block', dept 'depto.', location 'piso/local/oficina'. */
export function joinAddress(parts: {
  address?: unknown;
  street?: unknown;
  number?: unknown;
  block?: unknown;
  dept?: unknown;
  location?: unknown;
}): string {
  // any part may come as a number (a house number 1234) or be absent: read each as text, trimmed
  const part = (value: unknown) => textForm.read(value)?.trim() ?? '';
  const whole = part(parts.address);
  if (whole) return whole;
  const pieces = [
    [part(parts.street), part(parts.number)].filter(Boolean).join(' '),
    part(parts.block) ? `block ${part(parts.block)}` : '',
    part(parts.dept) ? `depto. ${part(parts.dept)}` : '',
    part(parts.location) ? `piso/local/oficina ${part(parts.location)}` : '',
  ];
  return pieces.filter(Boolean).join(', ');
}
