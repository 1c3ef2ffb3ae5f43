import type { BackendClient } from '../backend/client';
import { askWithGuess } from './guessed-call';

/** A document's file as /document/has names it. */
export interface PdfRef {
  pdfNumber: string;
  classDescription: string;
}

/** longer than any patent or file number the backend writes: not a hint, asked about as if none were given */
const HINT_MAX = 40;

/** A hint trimmed, or null when it is missing, blank or too long to be one. */
export function hintOf(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= HINT_MAX ? trimmed : null;
}

/** A file as one value askWithGuess can compare; null for none. */
const pdfKey = (pdf: PdfRef | null | undefined): string | null => (pdf ? JSON.stringify([pdf.pdfNumber, pdf.classDescription]) : null);

/** The client's file as a guess: null when it is not one a list could have given. */
const hintKey = (pdf: PdfRef | null | undefined): string | null => {
  const number = hintOf(pdf?.pdfNumber);
  const kind = hintOf(pdf?.classDescription);
  return number && kind ? pdfKey({ pdfNumber: number, classDescription: kind }) : null;
};

/**
 * Whether the backend has the file the document's detail names (`named`), asked beside the detail with the file the
 * client holds from the account's list (`hint`, issue 44): one backend latency. The guessed answer is told only when
 * the detail names that same file; otherwise the detail's own file is asked about, and a detail without one (or no
 * detail at all) has none. The client's file is never asked about alone.
 */
export function fileExists(backend: BackendClient, hint: PdfRef | null | undefined, named: Promise<PdfRef | null>): Promise<boolean> {
  return askWithGuess(hintKey(hint), named.then(pdfKey), async (key) => {
    if (key === null) return false;
    const [pdf_number, class_description] = JSON.parse(key) as [string, string];
    return (await backend.call('/document/has', { pdf_number, class_description })).status === 'ok';
  });
}
