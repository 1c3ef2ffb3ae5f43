/**
 * The bench's yardstick, run in its own process: a bare `node:http` server that reads each request's body and
 * answers the bytes the gateway answered for it, chosen by path. The parent sends the answers over IPC and
 * hears back the port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServerMessage {
  /** path → the exact body the gateway answered */
  answers: Record<string, string>;
}

process.once('message', (message: BareServerMessage) => {
  const answers = new Map(Object.entries(message.answers).map(([path, body]) => [path, Buffer.from(body)]));
  const server = http.createServer((req, res) => {
    const body = answers.get(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (!body) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length }).end(body);
    });
  });
  server.listen(0, () => process.send?.({ port: (server.address() as AddressInfo).port }));
});
process.on('disconnect', () => process.exit(0));
