import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, expect, test } from 'vitest';
import { gracefulStop } from '../../server/graceful-stop.mjs';

// The web server's stop on SIGTERM (server.mjs): the page being rendered finishes, then the
// process exits. A browser (or a load balancer) keeps its connection open after a page
// (keep-alive): the stop must not wait for it to time out (5 s in Node), which pushed a
// render of a few seconds past SHUTDOWN_GRACE_MS and the exit to 1.

let server: http.Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server = undefined;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server whose pages take `renderMs`, and a keep-alive client. */
async function start(renderMs: number) {
  let received = 0;
  server = http.createServer((_req, res) => {
    received += 1;
    setTimeout(() => res.end('<html>página</html>'), renderMs);
  });
  server.keepAliveTimeout = 5000;
  const stop = gracefulStop(server);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = () =>
    new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  return { stop, get, agent, received: () => received };
}

test(
  'a stop during a render lets the page finish, then closes the kept-alive connection at once',
  { timeout: 15_000 },
  async () => {
    const { stop, get, agent, received } = await start(300);
    // A first page leaves an idle keep-alive connection; a second is being rendered.
    await get();
    const page = get();
    while (received() < 2) await sleep(10);

    const started = Date.now();
    const stopped = stop();
    const answer = await page;
    await stopped;
    const took = Date.now() - started;

    expect(answer).toMatchObject({ status: 200, body: '<html>página</html>' });
    // The client is told not to reuse the connection.
    expect(answer.connection).toBe('close');
    // The render's 300 ms, not the keep-alive's 5 s.
    expect(took).toBeLessThan(2000);
    agent.destroy();
  },
);

test('a stop with only idle kept-alive connections ends at once', async () => {
  const { stop, get, agent } = await start(10);
  await get();
  const started = Date.now();
  await stop();
  expect(Date.now() - started).toBeLessThan(1000);
  agent.destroy();
});
