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
  | { status: number; bytes: Uint8Array; contentType: string }
  /** a body that is not JSON, as a broken proxy would send (fault injection) */
  | { status: number; text: string };

/** Fills `{name}` segments of a contract path from params. */
export function fillPath(template: string, params: Record<string, string> | undefined): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}
