import { resolveFlags, type Flags } from './flags';

/** Everything the gateway reads from the environment, read once. */
export interface GatewayConfig {
  port: number;
  dataSource: 'fixtures' | 'rest';
  backendUrl: string | null;
  backendTimeoutMs: number;
  maintenance: boolean;
  traceCalls: boolean;
  /** graphql-jit compiles repeated operations (GATEWAY_JIT=0 runs graphql's execute for every request) */
  compiledExecution: boolean;
  flags: Flags;
  links: {
    tutorial: string;
    chat: string;
    companyRegistration: string;
    orderTracking: string;
    whatsapp: string;
  };
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const dataSource = env.DATA_SOURCE === 'rest' ? 'rest' : 'fixtures';
  if (env.DATA_SOURCE && env.DATA_SOURCE !== 'rest' && env.DATA_SOURCE !== 'fixtures') {
    throw new Error(`DATA_SOURCE must be fixtures or rest, not ${env.DATA_SOURCE}`);
  }
  const backendUrl = env.BACKEND_URL ?? null;
  if (dataSource === 'rest' && !backendUrl) throw new Error('DATA_SOURCE=rest needs BACKEND_URL');
  return {
    port: Number(env.PORT ?? 4000),
    dataSource,
    backendUrl,
    backendTimeoutMs: Number(env.BACKEND_TIMEOUT_MS ?? 10_000),
    maintenance: env.MAINTENANCE_MODE === '1' || env.MAINTENANCE_MODE === 'true',
    traceCalls: env.GATEWAY_TRACE_CALLS === '1',
    compiledExecution: env.GATEWAY_JIT !== '0',
    flags: resolveFlags({ demo: dataSource === 'fixtures', overrides: env.FEATURE_FLAGS }),
    links: {
      tutorial: env.TUTORIAL_URL ?? '/demo/tutorial',
      chat: env.CHAT_URL ?? '/demo/chat',
      companyRegistration: env.COMPANY_REGISTRATION_URL ?? '/demo/registro-empresas',
      orderTracking: env.ORDER_TRACKING_URL ?? '/demo/seguimiento',
      whatsapp: env.WHATSAPP_URL ?? 'https://wa.me/56600200900',
    },
  };
}
