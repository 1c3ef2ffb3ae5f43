import type { GatewayConfig } from './config';

/** 127.0.0.0/8, ::1 and localhost: only this machine reaches them. */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/** Where the gateway listens: config.host (HOST; 127.0.0.1 with demo data), or every interface. */
export function listenHost(config: GatewayConfig): string | undefined {
  return config.host ?? undefined;
}

/** The URL this machine reaches the gateway at, once it listens on `port`. */
export function localUrl(config: GatewayConfig, port: number): string {
  const host = config.host && config.host !== '0.0.0.0' && config.host !== '::' ? config.host : 'localhost';
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/**
 * With demo data every account is open (the passwords are in the README, the demo codes and the simulated Google
 * sign anyone in): said loudly when HOST lets other machines reach it. Null when only this machine can.
 */
export function demoExposureWarning(config: GatewayConfig): string | null {
  if (config.dataSource !== 'fixtures' || (config.host && isLoopback(config.host))) return null;
  const where = config.host ?? 'every interface';
  return [
    '',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    `!! DEMO DATA ON ${where.toUpperCase()}: EVERY DEMO ACCOUNT IS OPEN TO ANYONE WHO REACHES IT.`,
    '!! Their passwords are in the README, and the demo codes, the simulated Google sign-in and the',
    '!! demo mailbox sign anyone in as them. Unset HOST to listen on 127.0.0.1 only.',
    '!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!',
    '',
  ].join('\n');
}

/** Prints the warning, if there is one, before the gateway starts listening. */
export function warnIfDemoIsOpen(config: GatewayConfig, log: (text: string) => void = console.warn): void {
  const warning = demoExposureWarning(config);
  if (warning) log(warning);
}
