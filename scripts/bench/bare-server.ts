/**
 * The bench's yardstick, run in its own process: a bare `node:http` server that reads each request's body and
 * answers the bytes the gateway answered for it, chosen by path: the same body and the same headers (but those Node
 * writes itself). The parent sends the answers over IPC and hears back the port.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareAnswer {
  body: string;
  headers: Record<string, string>;
}

export interface BareServerMessage {
  /** path → what the gateway answered */
  answers: Record<string, BareAnswer>;
}

process.once('message', (message: BareServerMessage) => {
  const answers = new Map(
    Object.entries(message.answers).map(([path, { body, headers }]) => {
      const bytes = Buffer.from(body);
      return [path, { bytes, headers: { ...headers, 'content-length': String(bytes.length) } }];
    }),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url ?? '');
    req.resume();
    req.on('end', () => {
      if (!answer) return res.writeHead(404).end();
      res.writeHead(200, answer.headers).end(answer.bytes);
    });
  });
  server.listen(0, () => process.send?.({ port: (server.address() as AddressInfo).port }));
});
process.on('disconnect', () => process.exit(0));
