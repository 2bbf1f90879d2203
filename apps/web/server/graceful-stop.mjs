// The web server's graceful stop (server.mjs, on SIGTERM/SIGINT): no new connections, the
// requests under way finish (a page being rendered is sent whole), and every connection
// closes as soon as it carries no request, then the stop resolves.
//
// Node's server.close() closes the idle keep-alive connections only when it is called: a
// connection whose request finishes later stays open until its keep-alive timeout (5 s), and
// close() waits for it. A render of a few seconds then pushed the exit past
// SHUTDOWN_GRACE_MS (exit 1 although every page was served). So once stopping, answers say
// `Connection: close` where their headers are not sent yet, and each connection is closed
// when its answer is finished.
import { setImmediate } from 'node:timers';

/**
 * Prepares `server` for a graceful stop; call it right after creating the server (it follows
 * the requests under way). Answers the stop function.
 */
export function gracefulStop(server) {
  let stopping = false;
  const underWay = new Set();
  server.on('request', (_req, res) => {
    underWay.add(res);
    if (stopping) res.setHeader('connection', 'close');
    res.once('close', () => {
      underWay.delete(res);
      // Its connection is idle now (unless the client already sent another request on it).
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });
  return function stop() {
    stopping = true;
    for (const res of underWay) if (!res.headersSent) res.setHeader('connection', 'close');
    return new Promise((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      server.closeIdleConnections();
    });
  };
}
