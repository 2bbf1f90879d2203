import type { FastifyInstance } from 'fastify';

/**
 * On app.close() (SIGTERM: lib/shutdown.ts), the connections of the requests under way close
 * as soon as their answer is sent. Node's server.close() closes the keep-alive connections
 * idle at that moment only, and waits for the others: a connection whose request finished
 * during the stop stayed open as long as the client kept it (the web's fetch keeps them for
 * Fastify's 72 s keep-alive), so the stop waited past SHUTDOWN_GRACE_MS and the process
 * exited 1 after serving everything. Once closing, answers carry `Connection: close`, and the
 * connections left idle by answers whose headers had left before (a download under way) are
 * closed every `sweepMs` until the server has closed.
 */
export function registerDrainOnClose(app: FastifyInstance, sweepMs = 50): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('preClose', (done) => {
    closing = true;
    sweep = setInterval(() => app.server.closeIdleConnections(), sweepMs);
    sweep.unref();
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
