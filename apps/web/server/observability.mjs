// The web server's operations side (issue 18): JSON logs with pino and one request id per
// request (taken from a valid incoming `x-request-id`, else a new UUID) that the server's
// own calls to the API carry too; Prometheus metrics behind METRICS_TOKEN; liveness and
// readiness paths. server.mjs wires them around React Router's handler.
/* global fetch, Headers, Request, AbortSignal */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';
import client from 'prom-client';
import { matchRoutes } from 'react-router';
import { injectTraceContext } from './tracing.mjs';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** The JSON logger (LOG_LEVEL, info by default). */
export function createLogger(env = process.env) {
  return pino({ level: env.LOG_LEVEL || 'info', base: { service: 'web' } });
}

const requestContext = new AsyncLocalStorage();

/** The request id of the request being served, if any. */
export const currentRequestId = () => requestContext.getStore()?.requestId;

/**
 * Request id, access log line and the context the API calls read. The log line has the
 * method, the path without its query (tokens travel in queries), the status and the time.
 */
export function requestLogging(logger) {
  const http = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: String(req.url ?? '').split('?')[0] }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    customSuccessMessage: (req, res) => `${req.method} ${String(req.url ?? '').split('?')[0]} ${res.statusCode}`,
  });
  return (req, res, next) => {
    http(req, res);
    requestContext.run({ requestId: req.id }, next);
  };
}

/**
 * Wraps `fetch` so that the server's calls to the API carry the request id (and, when
 * tracing is on, the request span's `traceparent`), and go to
 * API_INTERNAL_URL (the API's address inside the deployment) instead of API_PUBLIC_URL
 * when both are set.
 */
export function instrumentApiFetch(env = process.env, original = globalThis.fetch) {
  const publicUrl = (env.API_PUBLIC_URL || 'http://localhost:3001').replace(/\/+$/, '');
  const internalUrl = (env.API_INTERNAL_URL || '').replace(/\/+$/, '');
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(publicUrl + '/') && url !== publicUrl) return original(input, init);
    const target = internalUrl ? internalUrl + url.slice(publicUrl.length) : url;
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    const requestId = currentRequestId();
    if (requestId && !headers.has('x-request-id')) headers.set('x-request-id', requestId);
    injectTraceContext(headers);
    if (input instanceof Request) return original(new Request(target, input), { ...init, headers });
    return original(target, { ...init, headers });
  };
  return { apiUrl: internalUrl || publicUrl };
}

/** React Router's routes as a tree, to label metrics by route pattern rather than by URL. */
function routeTree(buildRoutes) {
  const byParent = new Map();
  for (const route of Object.values(buildRoutes)) {
    const list = byParent.get(route.parentId) ?? [];
    list.push(route);
    byParent.set(route.parentId, list);
  }
  const children = (parentId) =>
    (byParent.get(parentId) ?? []).map((r) => ({
      id: r.id,
      path: r.path,
      index: r.index,
      children: children(r.id),
    }));
  return children(undefined);
}

/** Prometheus registry: process metrics and the request duration histogram by route and status. */
export function createMetrics(build) {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });
  const duration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das respostas HTTP do servidor web, por rota e status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const tree = routeTree(build.routes);
  const routeOf = (pathname) => {
    if (pathname.startsWith('/assets/')) return 'static';
    if (pathname === '/metrics' || pathname.startsWith('/health/')) return pathname;
    const matches = matchRoutes(tree, pathname);
    if (!matches) return 'unmatched';
    const last = matches[matches.length - 1].route;
    return last.id;
  };
  const middleware = (req, res, next) => {
    const end = duration.startTimer();
    res.on('finish', () => {
      end({ method: req.method, route: routeOf(String(req.path ?? '/')), status_code: String(res.statusCode) });
    });
    next();
  };
  return { registry, middleware, routeOf };
}

/**
 * GET /metrics with `Authorization: Bearer METRICS_TOKEN`: 401 without it; 404 when no
 * METRICS_TOKEN is set (metrics are never public by accident).
 */
export function metricsRoute(registry, token) {
  return async (req, res) => {
    if (!token) return res.status(404).type('text/plain').send('Not Found');
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const a = Buffer.from(given);
    const b = Buffer.from(token);
    if (a.length !== b.length || !timingSafeEqual(a, b)) {
      return res.status(401).set('WWW-Authenticate', 'Bearer').type('text/plain').send('Unauthorized');
    }
    res.set('Content-Type', registry.contentType).set('Cache-Control', 'no-store');
    res.send(await registry.metrics());
  };
}

/** /health/live: the process answers. /health/ready: the API answers its own readiness. */
export function healthRoutes(app, apiUrl) {
  app.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ data: { status: 'ok' } });
  });
  app.get('/health/ready', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    try {
      const answer = await fetch(`${apiUrl}/health/ready`, { signal: AbortSignal.timeout(3000) });
      await answer.arrayBuffer();
      if (answer.ok) return res.json({ data: { status: 'ok', api: 'ok' } });
      return res
        .status(503)
        .json({ error: { code: 'internal_error', message: `A API não está pronta (${answer.status})` } });
    } catch {
      return res.status(503).json({ error: { code: 'internal_error', message: 'A API não respondeu' } });
    }
  });
}
