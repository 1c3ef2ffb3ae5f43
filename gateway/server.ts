import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express from 'express';
import type { Transport } from './backend/transport';
import { BackendError } from './backend/errors';
import { readConfig, type GatewayConfig } from './config';
import { buildContext, createShared, type GatewayContext } from './context';
import { demoPages } from './demo-pages';
import { BODY_LIMIT, jsonErrors, maskedErrors, queryLimits, securityHeaders } from './hardening';
import { listenHost, localUrl, warnIfDemoIsOpen } from './listen';
import { buildSchema } from './schema';
import { noViewerWithoutSession } from './session-answer';
import { transportFor } from './data-source/transport';

export interface GatewayOptions {
  config?: GatewayConfig;
  transport?: Transport;
  /** folder of the built SPA; null serves only /graphql */
  staticDir?: string | null;
}

export interface RunningGateway {
  url: string;
  close(): Promise<void>;
}

/** GATEWAY_TRACE_CALLS=1: each response tells how many REST calls it took (bench, tests). */
const restCallTrace: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind === 'single') {
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, restCalls: contextValue.backend.callCount };
        }
      },
    };
  },
};

const defaultStaticDir = fileURLToPath(new URL('../dist/', import.meta.url));

export async function startGateway(options: GatewayOptions = {}, port?: number): Promise<RunningGateway> {
  const config = options.config ?? readConfig();
  const transport = options.transport ?? (await transportFor(config));
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(compression());
  const httpServer = http.createServer(app);

  const limits = queryLimits();
  const apollo = new ApolloServer<GatewayContext>({
    schema: buildSchema(),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
      maskedErrors,
      noViewerWithoutSession,
      ...limits.plugins,
      ...(config.traceCalls ? [restCallTrace] : []),
    ],
    validationRules: limits.validationRules,
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: process.env.NODE_ENV !== 'production',
  });
  await apollo.start();
  const shared = createShared();

  app.use(demoPages(config));
  app.use(
    '/graphql',
    express.json({ limit: BODY_LIMIT }),
    expressMiddleware(apollo, { context: async ({ req }) => buildContext(req.headers, transport, config, shared, req.ip ?? null) }),
  );

  app.get('/campaign-images/:device/:id', async (req, res) => {
    const device = req.params.device === 'mobile' ? 'mobile' : 'desktop';
    try {
      const image = await transport.binary('/image/campain/{device}/{id}', { device, id: req.params.id });
      res.type(image.contentType).set('cache-control', 'public, max-age=3600').send(Buffer.from(image.bytes));
    } catch (error) {
      res.status(error instanceof BackendError && error.kind === 'NOT_FOUND' ? 404 : 502).end();
    }
  });

  const staticDir = options.staticDir === undefined ? defaultStaticDir : options.staticDir;
  if (staticDir && existsSync(staticDir)) {
    app.use('/assets', express.static(staticDir + 'assets', { immutable: true, maxAge: '1y', index: false }));
    app.use(express.static(staticDir, { index: false }));
    // every other path is a screen of the SPA; the client's routes decide what it shows
    app.get('/{*splat}', (_req, res) => {
      res.set('cache-control', 'no-cache').sendFile('index.html', { root: staticDir });
    });
  }

  app.use(jsonErrors);

  warnIfDemoIsOpen(config);
  await new Promise<void>((resolve) => httpServer.listen(port ?? config.port, listenHost(config), resolve));
  const { port: actual } = httpServer.address() as AddressInfo;
  return {
    url: localUrl(config, actual),
    close: async () => {
      await apollo.stop();
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const config = readConfig();
  if (!existsSync(defaultStaticDir + 'index.html')) {
    console.warn('dist/ is missing: run `npm run build` (npm start does) to serve the app; /graphql works anyway.');
  }
  const running = await startGateway({ config });
  console.log(`Sucursal Virtual on ${running.url} (data: ${config.dataSource === 'rest' ? config.backendUrl : 'demo fixtures'})`);
}
