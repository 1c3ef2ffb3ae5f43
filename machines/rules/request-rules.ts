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

/**
 * The attachment types a request form's file field takes unless its validations say otherwise ('mimes:pdf,docx'):
 * PDF and pictures. The client's file input offers them, and the client, the gateway and the fixture backend refuse
 * another with the same message (docs/decisions.md, Requests).
 */
export const DEFAULT_ATTACHMENT_TYPES: readonly string[] = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp'];

/** A file name's extension, lower case, without its dot: '' when it has none. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)\s*$/.exec(name);
  return match ? match[1]!.toLowerCase() : '';
}

/** The extensions a file field takes: its 'mimes:' rule (a validation string or the list of rules), else the default. */
export function attachmentTypesOf(validations: string | readonly string[] | null | undefined): string[] {
  const rules = typeof validations === 'string' ? validations.split('|') : (validations ?? []);
  const mimes = rules.map((rule) => rule.trim()).find((rule) => rule.startsWith('mimes:'));
  const listed = (mimes?.slice('mimes:'.length).split(',') ?? [])
    .map((type) => type.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return listed.length ? listed : [...DEFAULT_ATTACHMENT_TYPES];
}

/** The file input's accept attribute for those types: '.pdf,.jpg,…'. */
export const attachmentAccept = (types: readonly string[]): string => types.map((type) => `.${type}`).join(',');

/** 'PDF, JPG y PNG' */
function listOf(types: readonly string[]): string {
  const upper = types.map((type) => type.toUpperCase());
  return upper.length > 1 ? `${upper.slice(0, -1).join(', ')} y ${upper[upper.length - 1]}` : (upper[0] ?? '');
}

/** A file of a type the field does not take. */
export const attachmentTypeRefused = (types: readonly string[]): string =>
  `Tipo de archivo no permitido. Formatos aceptados: ${listOf(types)}.`;

/** The message for the default types, where no form says otherwise. */
export const ATTACHMENT_TYPE_REFUSED = attachmentTypeRefused(DEFAULT_ATTACHMENT_TYPES);

const IMAGE_TYPES = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp']);

/** A file named as a type whose content is another (a text renamed '.pdf'). */
export function attachmentContentRefused(extension: string): string {
  if (extension === 'pdf') return 'El archivo seleccionado no es un PDF válido';
  if (IMAGE_TYPES.has(extension)) return 'El archivo seleccionado no es una imagen válida';
  return `El archivo seleccionado no es un archivo ${extension.toUpperCase()} válido`;
}

/** What a file's first bytes say it is (its magic bytes): a PDF or one of the pictures; null for anything else. */
export function sniffAttachment(bytes: Uint8Array): 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | null {
  const starts = (offset: number, ...expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  const ascii = (offset: number, text: string) => starts(offset, ...[...text].map((c) => c.charCodeAt(0)));
  if (ascii(0, '%PDF-')) return 'pdf';
  if (starts(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'webp';
  return null;
}

/** The first bytes of a base64 text (a data: prefix and whitespace allowed), decoded; fewer when it is shorter or unreadable. */
export function leadingBytes(base64: string, count = 16): Uint8Array {
  let body = base64
    .replace(/^data:[^,]*,/, '')
    .replace(/\s/g, '')
    .slice(0, Math.ceil(count / 3) * 4)
    .replace(/=+$/, '');
  // a quarter with a single character decodes to nothing
  if (body.length % 4 === 1) body = body.slice(0, -1);
  try {
    return Uint8Array.from(atob(body).slice(0, count), (c) => c.charCodeAt(0));
  } catch {
    return new Uint8Array(0);
  }
}

/**
 * The shared attachment type rule: the file's extension must be one the field takes, and when its content is given
 * (base64) a PDF must start as a PDF and a picture as a picture (any of PNG, JPEG, GIF, WEBP, whatever its
 * extension says); a type the form adds beyond those is taken by its name. The message, or null when it passes.
 */
export function attachmentTypeError(
  name: string,
  base64: string | null,
  validations: string | readonly string[] | null | undefined,
): string | null {
  const types = attachmentTypesOf(validations);
  const extension = extensionOf(name);
  if (!types.includes(extension)) return attachmentTypeRefused(types);
  if (base64 === null) return null;
  const sniffed = sniffAttachment(leadingBytes(base64));
  if (extension === 'pdf') return sniffed === 'pdf' ? null : attachmentContentRefused(extension);
  if (IMAGE_TYPES.has(extension)) return sniffed !== null && sniffed !== 'pdf' ? null : attachmentContentRefused(extension);
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** An attachment's content type: what its magic bytes say, else what its name says, else application/octet-stream. */
export function attachmentContentType(name: string, bytes?: Uint8Array): string {
  const sniffed = bytes ? sniffAttachment(bytes) : null;
  return CONTENT_TYPES[sniffed ?? extensionOf(name)] ?? 'application/octet-stream';
}
