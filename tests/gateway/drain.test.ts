import http from 'node:http';
import { once } from 'node:events';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendError } from '../../gateway/backend/errors';
import type { Transport } from '../../gateway/backend/transport';
import { readConfig } from '../../gateway/config';
import { startGateway, type RunningGateway } from '../../gateway/server';
import { catchBackendFailures } from '../support/console';

/** A backend whose every call waits until the test opens the gate, then says it has nothing. */
function gatedBackend() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let called!: () => void;
  const reached = new Promise<void>((resolve) => (called = resolve));
  const refuse = async (path: string): Promise<never> => {
    called();
    await gate;
    throw new BackendError('NOT_FOUND', path, 404, 'no encontrado');
  };
  const transport: Transport = {
    name: 'http',
    call: (path) => refuse(path),
    binary: (path) => refuse(path),
    download: (path) => refuse(path),
  };
  return { transport, open, reached };
}

interface Answered {
  status: number;
  body: string;
}

/** One POST to /graphql over the agent's connection; resolves with the socket it went out on and then the answer. */
function post(url: string, agent: http.Agent, query: string) {
  const request = http.request(`${url}/graphql`, { method: 'POST', agent, headers: { 'content-type': 'application/json' } });
  const socket = once(request, 'socket').then(([s]) => s as Socket);
  const answer = new Promise<Answered>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
  request.end(JSON.stringify({ query }));
  return { socket, answer };
}

let gateway: RunningGateway | undefined;
const agents: http.Agent[] = [];
const keepAlive = () => {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
};
afterEach(async () => {
  for (const agent of agents.splice(0)) agent.destroy();
  await gateway?.close();
});

async function gatewayOver(transport: Transport) {
  const config = readConfig({ DATA_SOURCE: 'rest', BACKEND_URL: 'http://127.0.0.1:9' });
  gateway = await startGateway({ config, transport, staticDir: null }, 0);
  return gateway;
}

describe('stopping the gateway', () => {
  it('answers the request under way, closes idle connections and takes no new ones, then stops', async () => {
    const backend = gatedBackend();
    const log = catchBackendFailures();
    const { url, close } = await gatewayOver(backend.transport);
    const idle = post(url, keepAlive(), '{ __typename }');
    expect((await idle.answer).status).toBe(200);
    const idleSocket = await idle.socket;
    const underWay = post(url, keepAlive(), '{ loginCampaign { id } }');
    await backend.reached;

    let stopped = false;
    const stopping = close().then(() => (stopped = true));
    await once(idleSocket, 'close');
    await expect(fetch(`${url}/graphql`, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(stopped).toBe(false);

    backend.open();
    const answer = await underWay.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ data: { loginCampaign: null } });
    // the backend's "nothing" for the request under way, logged as any other failure
    expect(log.failures).toEqual(['NOT_FOUND /campains/login']);
    await stopping;
    // its connection is closed, not left open for the keep-alive timeout
    const socket = await underWay.socket;
    if (!socket.destroyed) await once(socket, 'close');
  });
});
