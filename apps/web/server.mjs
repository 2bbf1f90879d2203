// The production web server (`npm start`): what react-router-serve does (compression, the
// build's static files, the request log, the React Router handler), plus the security
// headers on the static files too. Pages, data and resource routes get theirs from the
// app's root middleware (app/lib/security-headers.server.ts); the static files are served
// before the app, so the headers come from the build's entry (`staticFileHeaders`).
//
// Operations (server/): the production guard, JSON logs with a request id the API calls
// carry, /metrics behind METRICS_TOKEN, /health/live and /health/ready, OpenTelemetry
// tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set.
//
//   node server.mjs [build/server/index.js]      PORT (3000) and HOST as react-router-serve;
//   HOST defaults to localhost outside production (NODE_ENV unset: loopback only).
import path from 'node:path';
import url from 'node:url';
import { webProductionProblems, webProductionRefusal } from './server/production-guard.mjs';

// The mode the operator asked for, before the default below: the guard and the first log
// line read it.
const mode = process.env.NODE_ENV || 'development';
const problems = webProductionProblems(process.env);
if (problems.length > 0) {
  process.stderr.write(webProductionRefusal(problems) + '\n');
  process.exit(1);
}
// Before React is loaded (static imports would load it first): React picks its development
// or production build from NODE_ENV when it is first imported, and the server build's
// react-dom is the production one.
process.env.NODE_ENV ??= 'production';
const { default: compression } = await import('compression');
const { default: express } = await import('express');
const { createRequestHandler } = await import('@react-router/express');
const { createLogger, createMetrics, healthRoutes, instrumentApiFetch, metricsRoute, requestLogging } =
  await import('./server/observability.mjs');
const { startTracing, tracingMiddleware } = await import('./server/tracing.mjs');
const { manifestRedirects } = await import('./server/manifest-redirects.mjs');
const { gracefulStop } = await import('./server/graceful-stop.mjs');
const logger = createLogger();
const tracing = await startTracing();
const host = process.env.HOST || (mode === 'production' ? undefined : 'localhost');
logger.info({ mode, host: host ?? '0.0.0.0' }, `web starting (${mode})`);
if (tracing) logger.info({ endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }, 'OpenTelemetry tracing on');
const { apiUrl } = instrumentApiFetch();
const buildPath = path.resolve(process.argv[2] ?? 'build/server/index.js');
const build = await import(url.pathToFileURL(buildPath).href);
const headers = build.entry.module.staticFileHeaders?.() ?? [];
const setHeaders = (res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
};

const metrics = createMetrics(build);
const app = express();
app.disable('x-powered-by');
// HTTP/1.0 allows a request without Host; React Router needs one to build the URL.
app.use((req, res, next) => (req.headers.host ? next() : res.status(400).type('text/plain').send('Bad Request')));
app.use(requestLogging(logger));
app.use(metrics.middleware);
app.use(tracingMiddleware(metrics.routeOf));
app.get('/metrics', metricsRoute(metrics.registry, process.env.METRICS_TOKEN));
healthRoutes(app, apiUrl);
app.use(compression());
app.use(
  path.posix.join(build.publicPath, 'assets'),
  express.static(path.join(build.assetsBuildDirectory, 'assets'), { immutable: true, maxAge: '1y', setHeaders }),
);
app.use(build.publicPath, express.static(build.assetsBuildDirectory, { setHeaders }));
app.use(express.static('public', { maxAge: '1h', setHeaders }));
// Old addresses of the site, from the build manifest (content/redirects.json): 301 for
// crawlers and bookmarks; the client router looks the same table up on navigation.
app.use(manifestRedirects(build.assetsBuildDirectory));
// City, CNAE, area and blog pages from a cache keyed by URL and data version (decision 017).
app.use(await (await import('./page-cache.mjs')).pageCacheFor(build, process.env));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT || 3000);
const onListen = () => logger.info({ port }, `web ready: http://${host ?? 'localhost'}:${port}`);
const server = host ? app.listen(port, host, onListen) : app.listen(port, onListen);
// Graceful stop (server/graceful-stop.mjs): no new connections, the requests under way
// finish, each connection closes once it has no request (keep-alive ones too); past
// SHUTDOWN_GRACE_MS (10 s) the process exits anyway.
const stop = gracefulStop(server);
const graceMs = Number(process.env.SHUTDOWN_GRACE_MS || 10_000);
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), graceMs).unref();
    stop().then(
      async () => {
        await tracing?.shutdown().catch(() => undefined);
        process.exit(0);
      },
      () => process.exit(1),
    );
  });
}
