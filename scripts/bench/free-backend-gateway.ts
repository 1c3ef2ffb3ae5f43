/**
 * A bench instrument, never a way to run the app: the gateway as `npm start` runs it, but its backend answers a
 * signed-in call it has seen before from memory, at once and with the same object. What the gateway then costs per
 * request is its own work (the HTTP and GraphQL pipeline, graphql-jit, resolvers, mappers, the answer's JSON) with
 * the backend's taken out: the most any change to the backend or to the way it is reached could buy.
 * Calls without a token (the sign-in) and the first of each signed-in call go to the fixture world as usual.
 */
import type { AnswerOf, Path, PayloadOf } from '../../gateway/backend/contract';
import type { CallOptions, Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { dataSourceFor } from '../../gateway/data-source/transport';
import { startGateway } from '../../gateway/server';

function answeringFromMemory(transport: Transport): Transport {
  // by token first: a request's calls share its token's string, hashed once, where a key holding it is hashed per call
  const seen = new Map<string, Map<string, Promise<unknown>>>();
  return {
    ...transport,
    call<P extends Path>(path: P, payload: PayloadOf<P>, options: CallOptions = {}): Promise<AnswerOf<P>> {
      if (!options.token) return transport.call(path, payload, options);
      let calls = seen.get(options.token);
      if (!calls) seen.set(options.token, (calls = new Map()));
      const key = path + (options.params ? JSON.stringify(options.params) : '') + JSON.stringify(payload);
      let answer = calls.get(key);
      if (!answer) calls.set(key, (answer = transport.call(path, payload, options)));
      return answer as Promise<AnswerOf<P>>;
    },
  };
}

const config = readConfig();
const source = await dataSourceFor(config);
const running = await startGateway({ config, ...source, transport: answeringFromMemory(source.transport) });
// the line the bench reads the port from, as gateway/server.ts prints it
console.log(`Sucursal Virtual on ${running.url} (data: demo fixtures, signed-in calls answered from memory)`);
process.once('SIGTERM', () => void running.close().then(() => process.exit(0)));
