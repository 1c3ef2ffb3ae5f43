/** The backend's small quirks, each undone once here (DESIGN.md, "The gateway absorbs the backend's quirks"). */

/** '12,5' → 12.5; 'NO DISPONIBLE', '' and null → null. */
export function parseAmount(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  if (text === '' || /^no disponible$/i.test(text)) return null;
  const normalised = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  const parsed = Number(normalised);
  return Number.isFinite(parsed) ? parsed : null;
}

/** 'DD.MM.YYYY - hh:mm' or 'DD.MM.YYYY' or 'DD-MM-YYYY' → ISO 8601 (local time, no zone); null when unreadable. */
export function parseBackendDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{2})[.-](\d{2})[.-](\d{4})(?:\s*-?\s*(\d{2}):(\d{2}))?$/.exec(value.trim());
  if (match) {
    const [, dd, mm, yyyy, hh, min] = match;
    return hh ? `${yyyy}-${mm}-${dd}T${hh}:${min}:00` : `${yyyy}-${mm}-${dd}`;
  }
  if (/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  return null;
}

/** '1', 1, true → true. */
export function parseFlag(value: string | number | boolean | null | undefined): boolean {
  return value === true || value === 1 || value === '1';
}

/** Address parts joined as spec 1 §3 says: commas; block prefixed 'block', dept 'depto.', location 'piso/local/oficina'. */
export function joinAddress(parts: {
  address?: string | null;
  street?: string | null;
  number?: string | null;
  block?: string | null;
  dept?: string | null;
  location?: string | null;
}): string {
  if (parts.address && parts.address.trim()) return parts.address.trim();
  const pieces = [
    [parts.street, parts.number].filter((p) => p && p.trim()).join(' '),
    parts.block?.trim() ? `block ${parts.block.trim()}` : '',
    parts.dept?.trim() ? `depto. ${parts.dept.trim()}` : '',
    parts.location?.trim() ? `piso/local/oficina ${parts.location.trim()}` : '',
  ];
  return pieces.filter(Boolean).join(', ');
}
