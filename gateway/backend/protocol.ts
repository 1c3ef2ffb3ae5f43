import { GraphQLError } from 'graphql';
/**
 * The wire shape shared by both transports and the fixture backend: what a REST request and its
 * response are, once the transport details (fetch, headers) are taken away.
 */
export interface RestRequest {
  method: 'GET' | 'POST';
  /** the concrete path, parameters filled in: /image/campain/desktop/3 */
  path: string;
  /** the bearer token (GET) or the body's `token` (POST) */
  token: string | null;
  body: Record<string, unknown>;
  /**
   * Demo only, in-process only: the browser the gateway saw make the request (gateway/demo-browser.ts), so the
   * demo backend shows a mail to the browser that caused it alone. Never sent over HTTP.
   */
  browser?: string | null;
}

export type RestResponse =
  | { status: number; json: unknown }
  /** a file; `fileName` is what its Content-Disposition names (form-post downloads) */
  | { status: number; bytes: Uint8Array; contentType: string; fileName?: string }
  /** a body that is not JSON, as a broken proxy would send (fault injection) */
  | { status: number; text: string };

/**
 * Fills `{name}` segments of a contract path from params. A value is one segment, never a way to another path:
 * empty, `.` and `..` (a URL parser folds them, encoded or not, into the parent path) are refused as bad input.
 */
export function fillPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    if (/^(\.{0,2}|%2e|\.%2e|%2e\.|%2e%2e)$/i.test(value))
      throw new GraphQLError('El dato no es válido', { extensions: { code: 'BAD_USER_INPUT' } });
    return encodeURIComponent(value);
  });
}

/** Content-Disposition for a file named `fileName`: an ASCII fallback and the exact name (RFC 6266, RFC 5987). */
export function attachmentHeader(fileName: string): string {
  const ascii =
    fileName
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'archivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The file name a Content-Disposition header gives (filename* first), or null. */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(header);
  return plain?.[1]?.trim() || null;
}
