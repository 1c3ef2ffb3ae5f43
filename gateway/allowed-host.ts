import type { ServerResponse } from 'node:http';
import { isIP } from 'node:net';

/**
 * With demo data every account is open, so the gateway answers only requests addressed to it by an IP address,
 * `localhost` or a name in ALLOWED_HOSTS. A web page elsewhere cannot drive a presenter's demo by DNS rebinding: its
 * requests carry its own name in `Host`, even once that name resolves to 127.0.0.1 (issue 38, item 6).
 */
export function hostGuard(allowed: readonly string[]): (host: string | undefined) => boolean {
  const names = new Set(['localhost', ...allowed.map((name) => name.trim().toLowerCase()).filter(Boolean)]);
  return (host) => {
    if (!host) return false;
    const name = hostnameOf(host.toLowerCase());
    return names.has(name) || isIP(name) !== 0;
  };
}

/** The host's name without its port: `[::1]:4000` is `::1`, `demo.local:4000` is `demo.local`. */
function hostnameOf(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']') === -1 ? undefined : host.indexOf(']'));
  const colon = host.lastIndexOf(':');
  return colon === -1 ? host : host.slice(0, colon);
}

/** Answers a request to another host with 421 Misdirected Request, as JSON like every other refusal. */
export function refuseHost(res: ServerResponse): void {
  res.writeHead(421, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
  res.end(JSON.stringify({ errors: [{ message: 'Este servidor no atiende ese nombre', extensions: { code: 'MISDIRECTED' } }] }));
}
