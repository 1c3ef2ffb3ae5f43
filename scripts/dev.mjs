// `npm run dev`: the gateway (restarted on change by tsx watch) and Vite with hot reload, proxying /graphql.
import { spawn } from 'node:child_process';

const gatewayPort = process.env.GATEWAY_PORT ?? '4001';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'gateway/server.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: gatewayPort },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, GATEWAY_PORT: gatewayPort } }),
];

function stop(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
