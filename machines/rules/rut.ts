/** Chilean RUT: modulo-11 check digit with K (spec 1 §5). Pure, shared by the client, the machines and the gateway. */

export function checkDigit(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    sum += Number(body[i]) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** As typed: other characters removed, K uppercase, a dash before the last character. */
export function formatRut(input: string): string {
  const clean = input.toUpperCase().replace(/[^0-9K]/g, '');
  // K only makes sense as the check digit
  const body = clean.slice(0, -1).replace(/K/g, '');
  const last = clean.slice(-1);
  if (!clean) return '';
  if (!body) return last;
  return `${body}-${last}`;
}

export function isValidRut(input: string): boolean {
  const match = /^(\d{1,8})-?([\dK])$/.exec(formatRut(input));
  const [, body, digit] = match ?? [];
  return body !== undefined && checkDigit(body) === digit;
}
