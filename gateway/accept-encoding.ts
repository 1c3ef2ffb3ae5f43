/** answers smaller than one TCP segment gain no round trip from compression, only its CPU */
export const COMPRESS_ABOVE_BYTES = 1400;

/** an encoding named in Accept-Encoding, and not refused with q=0 */
const accepted = (encoding: string) => new RegExp(`\\b${encoding}\\b(?!\\s*;\\s*q=0(?:\\.0*)?\\s*(?:,|$))`, 'i');
const PATTERNS = { gzip: accepted('gzip'), br: accepted('br') };

/** Whether an Accept-Encoding header takes `encoding`. */
export const acceptsEncoding = (header: string | undefined, encoding: keyof typeof PATTERNS): boolean =>
  PATTERNS[encoding].test(header ?? '');
