// OpenTelemetry tracing of the web server (issue 18, decision 016), on only when
// OTEL_EXPORTER_OTLP_ENDPOINT is set: one SERVER span per request, named by the route
// pattern (as the metrics label it), continuing an incoming W3C `traceparent`; the server's
// calls to the API carry the span's `traceparent` (observability.mjs, instrumentApiFetch),
// so a page load is one trace through the web and the API. Spans go over OTLP/HTTP to
// `${endpoint}/v1/traces`; the service is OTEL_SERVICE_NAME (default `contabil-web`).
import { SpanKind, SpanStatusCode, context, propagation, trace } from '@opentelemetry/api';

/** Starts tracing, or returns null when OTEL_EXPORTER_OTLP_ENDPOINT is unset (nothing is loaded). */
export async function startTracing(env = process.env) {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const [{ TracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }, core, hooks] =
    await Promise.all([
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/core'),
      import('@opentelemetry/context-async-hooks'),
    ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || 'contabil-web' }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` }),
      }),
    ],
  });
  context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  return { shutdown: () => provider.shutdown() };
}

const tracer = trace.getTracer('contabil-web');

/**
 * The request span (a no-op while tracing is off). `routeOf` turns a path into the route
 * pattern; the span keeps the path without its query (tokens travel in queries). Probes,
 * scrapes and static files are not traced.
 */
export function tracingMiddleware(routeOf) {
  return (req, res, next) => {
    const pathname = String(req.path ?? '/');
    const route = routeOf(pathname);
    if (route === 'static' || route === '/metrics' || pathname.startsWith('/health/')) return next();
    const parent = propagation.extract(context.active(), req.headers);
    const span = tracer.startSpan(
      `${req.method} ${route}`,
      {
        kind: SpanKind.SERVER,
        attributes: { 'http.request.method': req.method, 'url.path': pathname, 'http.route': route },
      },
      parent,
    );
    res.on('finish', () => {
      span.setAttribute('http.response.status_code', res.statusCode);
      if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    });
    context.with(trace.setSpan(parent, span), next);
  };
}

/** Adds the current span's `traceparent` to the headers of a call (nothing while tracing is off). */
export function injectTraceContext(headers) {
  propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}
