import type { SpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyPluginCallback } from 'fastify';

/**
 * OpenTelemetry tracing, on only when OTEL_EXPORTER_OTLP_ENDPOINT is set (issue 18,
 * decision 016). Spans go over OTLP/HTTP to `${endpoint}/v1/traces` in batches; the
 * service is named by OTEL_SERVICE_NAME (default `contabil-api`). The HTTP side is
 * @fastify/otel (Fastify's own instrumentation: one span per request, named by route,
 * continuing the caller's W3C `traceparent`, so a page load's web span and API span are one
 * trace); the jobs open a span per run (jobs/job-queue.ts). Off, nothing is loaded and the
 * OpenTelemetry API stays a no-op.
 */
export interface Tracing {
  /** Register first in buildApp, before any route. */
  fastifyPlugin: FastifyPluginCallback;
  /** Sends the spans still buffered; call on shutdown. */
  shutdown(): Promise<void>;
}

/**
 * Paths without their query in every span (@fastify/otel records `url.path` as the raw URL,
 * and sign-in links, file links and OAuth callbacks carry tokens in queries). Runs before
 * the exporting processor, while the span can still be changed.
 */
const withoutQueries: SpanProcessor = {
  onStart() {},
  onEnding(span) {
    for (const key of ['url.path', 'url.full', 'http.target']) {
      const value = span.attributes[key];
      if (typeof value === 'string' && value.includes('?')) span.setAttribute(key, value.split('?')[0] ?? '');
    }
  },
  onEnd() {},
  forceFlush: async () => {},
  shutdown: async () => {},
};

export async function startTracing(env: NodeJS.ProcessEnv, defaultServiceName: string): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return null;
  const [
    api,
    { TracerProvider, BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
    core,
    hooks,
    otel,
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/core'),
    import('@opentelemetry/context-async-hooks'),
    import('@fastify/otel'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME || defaultServiceName }),
    // The OTLP/HTTP signal path on the endpoint, as the OpenTelemetry spec says; headers
    // (OTEL_EXPORTER_OTLP_HEADERS, e.g. a collector's key) are read by the exporter itself.
    spanProcessors: [
      withoutQueries,
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter({ url: `${env.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, '')}/v1/traces` }),
      }),
    ],
  });
  api.context.setGlobalContextManager(new hooks.AsyncLocalStorageContextManager().enable());
  api.propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  api.trace.setGlobalTracerProvider(provider);
  const instrumentation = new otel.FastifyOtelInstrumentation({
    // Probes and scrapes would drown the traces that matter.
    ignorePaths: (route: { url: string }) => route.url.startsWith('/health') || route.url === '/metrics',
  });
  instrumentation.setTracerProvider(provider);
  return {
    fastifyPlugin: instrumentation.plugin() as FastifyPluginCallback,
    async shutdown() {
      await provider.shutdown();
    },
  };
}
