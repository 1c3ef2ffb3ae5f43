import express, { type Router } from 'express';
import { MAX_LENGTH } from '../machines/rules/limits';
import type { Path } from './backend/contract';
import { BackendError } from './backend/errors';
import { attachmentHeader } from './backend/protocol';
import type { Transport } from './backend/transport';

/**
 * The contract's form-post downloads (spec 1 §7, 2 §7, 3 §7) and the fields each form carries besides its token: the
 * only backend paths /descargas/… forwards, and the only fields it passes on.
 */
export const FORM_POST_DOWNLOADS = {
  '/request/file': ['request_id', 'is_sf', 'name'],
  '/company_user/request/file': ['request_id', 'is_sf', 'name'],
  '/tickets/file': ['ticket_number', 'doc_type'],
  '/document/get': ['pdf_number', 'class_description'],
  '/autogas/contract/download': ['contract_number', 'patent', 'type'],
  '/company_user/electricity/consuption/csv': ['instalacion', 'startDate', 'endDate', 'granularity', 'horario'],
} as const satisfies Partial<Record<Path, readonly string[]>>;

export type DownloadPath = keyof typeof FORM_POST_DOWNLOADS;

/**
 * The downloads the spec shows rather than saves: the bill's PDF view (spec 2 §2 "Table, with a PDF view per bill",
 * §7 "opened in a new tab"). Their PDF is answered inline, so the tab the form posts into shows it; every other
 * download (and a view whose file is not a PDF) stays an attachment.
 */
export const VIEWED_DOWNLOADS: ReadonlySet<DownloadPath> = new Set<DownloadPath>(['/tickets/file']);

const PDF = 'application/pdf';

/** A PDF by its type, or by its name when the backend gave no useful type. */
function isPdf(contentType: string, fileName: string | null | undefined): boolean {
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  return type === PDF || ((type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(fileName ?? ''));
}

/** The headers of a file answered to the browser: shown in its tab when it is a view of a PDF, else saved. */
export function fileHeaders(path: DownloadPath, file: { contentType: string; fileName?: string | null }): Record<string, string> {
  const name = file.fileName ?? 'archivo';
  const shown = VIEWED_DOWNLOADS.has(path) && isPdf(file.contentType, file.fileName);
  return {
    // shown, it is a PDF whatever type came with it; nothing else is ever shown from this origin
    'content-type': shown ? PDF : file.contentType,
    'content-disposition': shown ? attachmentHeader(name).replace(/^attachment/, 'inline') : attachmentHeader(name),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

/** Where the browser posts a download's form: the gateway's route in front of the backend path. */
export const DOWNLOAD_PREFIX = '/descargas';

const isDownloadPath = (path: string): path is DownloadPath => Object.hasOwn(FORM_POST_DOWNLOADS, path);

/** A download token is a short random string; anything far longer is not one. */
const TOKEN_MAX = 512;

/** The page a refused or failed download opens in its tab (spec 1 §8: 'Error descargando el archivo'). */
function failurePage(detail: string): string {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Error descargando el archivo</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;color:#1d2b4f}</style></head>
<body><h1>Error descargando el archivo</h1><p>${detail}</p><p>Cierra esta pestaña y vuelve a intentarlo desde la Sucursal Virtual.</p></body></html>`;
}

/** What a failure answers: the backend's refusals keep their meaning, the rest is the backend being unavailable. */
function failureOf(error: unknown): { status: number; detail: string } {
  if (error instanceof BackendError) {
    switch (error.kind) {
      case 'UNAUTHENTICATED':
        return { status: 401, detail: 'El enlace de descarga no es válido o expiró.' };
      case 'FORBIDDEN':
        return { status: 403, detail: 'No tienes permiso para descargar este archivo.' };
      case 'NOT_FOUND':
        return { status: 404, detail: 'El archivo no existe.' };
      case 'TIMEOUT':
        return { status: 504, detail: 'El servicio no respondió a tiempo.' };
      default:
        return { status: 502, detail: 'En este momento no es posible obtener el archivo. Por favor intenta más tarde.' };
    }
  }
  return { status: 500, detail: 'Ocurrió un error inesperado. Por favor intenta más tarde.' };
}

/**
 * POST /descargas/<backend path>: the form a DownloadButton posts in a new tab (its fields and the one-time token
 * from the downloadToken mutation), forwarded to the backend through the transport (its timeouts and breakers), the
 * file streamed back with its type and name. Only the contract's form-post rows are forwarded.
 */
export function downloadRoutes(transport: Transport): Router {
  const router = express.Router();
  const refuse = (res: express.Response, status: number, detail: string) =>
    void res.status(status).set('cache-control', 'no-store').type('html').send(failurePage(detail));

  // the kit's manual is a plain GET of the backend (spec 2 §7): the browser opens this link in a new tab
  router.get(`${DOWNLOAD_PREFIX}/autogas/manual/:id`, async (req, res) => {
    const id = req.params.id;
    if (!/^[\w-]{1,40}$/.test(id)) return refuse(res, 404, 'El archivo no existe.');
    try {
      const file = await transport.binary('/autogas/manual/{autogas_manual_id}', { autogas_manual_id: id });
      res
        .status(200)
        .set({
          'content-type': file.contentType,
          'content-disposition': attachmentHeader(file.fileName ?? `manual-${id}.pdf`),
          'cache-control': 'no-store',
        })
        .send(Buffer.from(file.bytes));
    } catch (error) {
      const failure = failureOf(error);
      if (failure.status === 500) console.error(error);
      refuse(res, failure.status, failure.detail);
    }
  });

  router.post(
    `${DOWNLOAD_PREFIX}/{*path}`,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }),
    async (req, res) => {
      const path = req.path.slice(DOWNLOAD_PREFIX.length);
      if (!isDownloadPath(path)) return refuse(res, 404, 'Esta descarga no existe.');
      const body = (req.body ?? {}) as Record<string, unknown>;
      const token = typeof body.token === 'string' ? body.token : '';
      if (!token || token.length > TOKEN_MAX) return refuse(res, 401, 'El enlace de descarga no es válido o expiró.');
      const fields: Record<string, string> = {};
      for (const name of FORM_POST_DOWNLOADS[path]) {
        const value = body[name];
        if (value === undefined) continue;
        if (typeof value !== 'string' || value.length > MAX_LENGTH.search)
          return refuse(res, 400, 'La solicitud de descarga no es válida.');
        fields[name] = value;
      }
      try {
        const file = await transport.download(path, fields, { token });
        res.status(200).set(fileHeaders(path, file)).send(Buffer.from(file.bytes));
      } catch (error) {
        const failure = failureOf(error);
        if (failure.status === 500) console.error(error);
        refuse(res, failure.status, failure.detail);
      }
    },
  );
  return router;
}
