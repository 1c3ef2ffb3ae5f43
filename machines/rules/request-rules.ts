/**
 * Rules of the request wizard that the client, the gateway and the fixture backend share (spec 2 §5, §9).
 */

/** The largest attachment a request takes, in bytes (spec 2 §9: 3 MB, 3,072,000 bytes). */
export const MAX_ATTACHMENT_BYTES = 3_072_000;

export const ATTACHMENT_TOO_LARGE = 'El tamaño del archivo seleccionado supera lo permitido (3MB)';

/** The bytes a base64 text decodes to, without decoding it. */
export function base64Bytes(base64: string): number {
  const body = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

/** The longest base64 text an attachment within the limit can be (what length checks allow for a file). */
export const MAX_ATTACHMENT_BASE64 = Math.ceil(MAX_ATTACHMENT_BYTES / 3) * 4;

/** Down payment of an agreement (spec 2 §9): ceil(debt × percent / 100), in whole pesos. */
export function downPayment(debt: number, percent: number): number {
  return Math.ceil((debt * percent) / 100);
}

/** Instalments of an agreement unless the form says otherwise (spec 2 §9: 12, interest-free). */
export const DEFAULT_INSTALMENTS = 12;

/** A request form's number field (the wizard's check, the gateway's and the demo backend's): digits, a comma or point before the decimals. */
export const NUMBER_TEXT = /^-?\d+([.,]\d+)?$/;
export const NOT_A_NUMBER = 'Debes ingresar un número';
export const atLeast = (min: number) => `Debe ser mayor o igual a ${min}`;
export const atMost = (max: number) => `Debe ser menor o igual a ${max}`;
