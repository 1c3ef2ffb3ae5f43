import cluster from 'node:cluster';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import compression from 'compression';
import { ASSET_CACHING, precompressedAssets } from './precompressed';
import { memoryAssets } from './memory-assets';
import express from 'express';
import type { Transport } from './backend/transport';
import { BackendError } from './backend/errors';
import { readConfig, type GatewayConfig } from './config';
import { buildContext, createShared, type GatewayContext } from './context';
import { hostGuard, refuseHost } from './allowed-host';
import { clientAddressOf } from './client-address';
import { runPrimary } from './cluster';
import { createLimitStore } from './limit-store';
import { compiledPath } from './compiled-path';
import { giveDemoBrowserId } from './demo-browser';
import { createJitGateway } from './executor';
import { graphqlHttpHandler } from './graphql-http';
import { demoPages } from './demo-pages';
import { downloadRoutes } from './downloads';
import { pageViewRoutes } from './page-views/route';
import { jsonErrors, maskAnswerErrors, maskedErrors, QUERY_LIMITS, queryLimits, securityHeaders, securityHeaderValues } from './hardening';
import { listenHost, localUrl, warnIfDemoIsOpen } from './listen';
import { buildSchema } from './schema';
import { dropViewerWithoutSession, noViewerWithoutSession } from './session-answer';
import type { FinishedAnswer } from './compiled-path';
import type { CompiledOperation } from './executor';
import { dataSourceFor } from './data-source/transport';
import { cachedGeocoder, httpGeocoder, spacedGeocoder, type Geocoder } from './geocoder';
import type { DemoWorld } from './demo/controls';

export interface GatewayOptions {
  config?: GatewayConfig;
  transport?: Transport;
  /** the demo panel's controls beside a given transport (tests); from the data source otherwise */
  demo?: DemoWorld | null;
  /** the maps service beside a given transport (tests), unless GEOCODER_URL names one; from the data source otherwise */
  geocoder?: Geocoder | null;
  /** folder of the built SPA; null serves only /graphql */
  staticDir?: string | null;
}

export interface RunningGateway {
  url: string;
  /** how many GraphQL requests took the short way for compiled operations (tests) */
  readonly compiledAnswers: number;
  close(): Promise<void>;
}

/** GATEWAY_TRACE_CALLS=1: each response tells how many REST calls it took (bench, tests). */
const restCalls = (context: GatewayContext) => ({ restCalls: context.backend.callCount });
const restCallTrace: ApolloServerPlugin<GatewayContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind === 'single') {
          response.body.singleResult.extensions = { ...response.body.singleResult.extensions, ...restCalls(contextValue) };
        }
      },
    };
  },
};

/** What Apollo's plugins do to an answer, for the short way that skips them: no viewer without a session, masked errors. */
function finishAnswer(answer: FinishedAnswer, operation: CompiledOperation): void {
  dropViewerWithoutSession(answer, operation.viewerKeys);
  if (answer.errors) answer.errors = maskAnswerErrors(answer.errors);
}

const defaultStaticDir = fileURLToPath(new URL('../dist/', import.meta.url));

export async function startGateway(options: GatewayOptions = {}, port?: number): Promise<RunningGateway> {
  const config = options.config ?? readConfig();
  const source = options.transport
    ? { transport: options.transport, demo: options.demo ?? null, geocoder: options.geocoder ?? null }
    : await dataSourceFor(config);
  const { transport, demo } = source;
  // GEOCODER_URL, else the demo world's own; in front of a real backend without one, truck maps show no destination
  const geocoder = config.geocoderUrl
    ? spacedGeocoder(httpGeocoder(config.geocoderUrl, { timeoutMs: config.geocoderTimeoutMs }), {
        perSecond: config.geocoderPerSecond,
        maxWaitMs: config.geocoderTimeoutMs,
      })
    : source.geocoder;
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders(config));
  app.use(compression());
  const schema = buildSchema();
  const jit = config.compiledExecution ? createJitGateway(schema) : null;
  // /graphql (and below it, as Express's mount matched) is answered on plain node:http; Express serves the rest.
  // No request arrives before `listen`, by which time handleGraphQL is set.
  const allowedHost = config.dataSource === 'fixtures' ? hostGuard(config.allowedHosts) : null;
  const httpServer = http.createServer((req, res) => {
    if (allowedHost && !allowedHost(req.headers.host)) return refuseHost(res);
    const url = req.url ?? '';
    const next = url.charCodeAt(8); // after '/graphql': the end, '?' or '/'
    if (url.startsWith('/graphql') && (url.length === 8 || next === 63 || next === 47)) handleGraphQL(req, res).catch(() => res.destroy());
    else if (!(answerAsset && url.startsWith('/assets/') && answerAsset(req, res))) app(req, res);
  });
  let answerAsset: ReturnType<typeof memoryAssets> | null = null;

  const limits = queryLimits();
  const apollo = new ApolloServer<GatewayContext>({
    ...(jit ? { gateway: jit.gateway } : { schema }),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
      maskedErrors,
      noViewerWithoutSession,
      ...limits.plugins,
      ...(config.traceCalls ? [restCallTrace] : []),
    ],
    validationRules: limits.validationRules,
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    introspection: process.env.NODE_ENV !== 'production',
    // the process's own signal handlers stop the server (npm start, the cluster's workers)
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const limitStore = createLimitStore(config.redisUrl);
  const shared = createShared(demo, geocoder && cachedGeocoder(geocoder), limitStore);
  // the short way answers as Apollo and its plugins do: errors masked, no viewer without a session, the trace
  const compiled =
    jit &&
    compiledPath<GatewayContext>({
      operations: jit.operations,
      extensions: config.traceCalls ? restCalls : undefined,
      includeStacktrace: false,
      finish: finishAnswer,
    });
  const handleGraphQL = graphqlHttpHandler({
    apollo,
    compiled,
    context: (req) =>
      buildContext(
        req.headers,
        transport,
        config,
        shared,
        clientAddressOf(req.socket.remoteAddress ?? null, req.headers['x-forwarded-for'], config.trustProxy),
      ),
    headers: securityHeaderValues(config),
    prepare: config.dataSource === 'fixtures' ? giveDemoBrowserId : undefined,
  });

  app.use(demoPages(config));
  app.use(downloadRoutes(transport));
  app.use(
    pageViewRoutes({
      transport,
      config,
      revocations: shared.revocations,
      limits: limitStore,
      recent: config.dataSource === 'fixtures' ? shared.pageViews : null,
    }),
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
    answerAsset = memoryAssets(staticDir + 'assets', securityHeaderValues(config));
    app.use('/assets', precompressedAssets(staticDir + 'assets'));
    app.use('/assets', express.static(staticDir + 'assets', { ...ASSET_CACHING, index: false }));
    app.use(express.static(staticDir, { index: false }));
    // every other path is a screen of the SPA; the client's routes decide what it shows. The page is read once: it
    // names the build's files, which are held in memory from now on too
    const page = existsSync(staticDir + 'index.html') ? readFileSync(staticDir + 'index.html') : null;
    app.get('/{*splat}', (_req, res, next) => {
      if (!page) return next();
      res.set('cache-control', 'no-cache').type('html').send(page);
    });
  }

  app.use(jsonErrors);

  warnIfDemoIsOpen(config);
  await new Promise<void>((resolve) => httpServer.listen(port ?? config.port, listenHost(config), resolve));
  const { port: actual } = httpServer.address() as AddressInfo;
  return {
    url: localUrl(config, actual),
    get compiledAnswers() {
      return compiled?.answered ?? 0;
    },
    close: async () => {
      await apollo.stop();
      await limitStore.close();
    },
  };
}

/** The environment's configuration, or the reason it is refused, said plainly. */
function configOrExit(): GatewayConfig {
  try {
    return readConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const config = configOrExit();
  const describe = (url: string) =>
    `Sucursal Virtual on ${url} (data: ${config.dataSource === 'rest' ? config.backendUrl : 'demo fixtures'})`;
  if (cluster.isPrimary && !existsSync(defaultStaticDir + 'index.html')) {
    console.warn('dist/ is missing: run `npm run build` (npm start does) to serve the app; /graphql works anyway.');
  }
  if (cluster.isPrimary && config.dataSource === 'rest' && !config.geocoderUrl) {
    console.warn('GEOCODER_URL is unset: cylinder truck maps cannot place the delivery address (docs/running.md, Environment).');
  }
  if (cluster.isPrimary && config.workers > 1) {
    runPrimary(config, describe);
  } else {
    const running = await startGateway({ config });
    if (cluster.isPrimary) console.log(describe(running.url));
    // a normal exit on SIGTERM/SIGINT: open requests finish, and `node --cpu-prof` writes its profile
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => void running.close().then(() => process.exit(0)));
    }
  }
}
