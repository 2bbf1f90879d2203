import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, expect, test } from 'vitest';
import { registerDrainOnClose } from './drain-on-close.js';

// The API's stop on SIGTERM (app.close(), then the jobs, then the database): a request under
// way finishes, then its keep-alive connection closes at once. Before, app.close() waited
// until the client let the connection go (Fastify's keep-alive is 72 s; the web's fetch and
// load balancers keep connections): the process exited 1 at SHUTDOWN_GRACE_MS although every
// answer had been sent.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let agent: http.Agent | undefined;
afterEach(() => agent?.destroy());

async function start(drain: boolean) {
  const app = Fastify({ logger: false });
  if (drain) registerDrainOnClose(app);
  let received = 0;
  app.get('/slow', async () => {
    received += 1;
    await sleep(300);
    return { ok: true };
  });
  // A download whose headers left before the stop and whose body ends during it.
  app.get('/download', (_request, reply) => {
    received += 1;
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.write('parte 1;');
    setTimeout(() => reply.raw.end('parte 2'), 300);
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  agent = new http.Agent({ keepAlive: true });
  const keptAlive = agent;
  const get = (path = '/slow') =>
    new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent: keptAlive }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  return { app, get, received: () => received };
}

/** A request finished before the stop (its connection idle), one under way; then app.close(). */
async function stopDuringRequest(drain: boolean, path = '/slow') {
  const { app, get, received } = await start(drain);
  await get();
  const pending = get(path);
  while (received() < 2) await sleep(10);
  const started = Date.now();
  const closed = app.close();
  const answer = await pending;
  const outcome = await Promise.race([closed.then(() => 'closed'), sleep(3000).then(() => 'still open')]);
  if (outcome !== 'closed') app.server.closeAllConnections();
  await closed;
  return { answer, outcome, ms: Date.now() - started };
}

test('a close during a request: the answer is sent, then the connection closes and so does the app', async () => {
  const { answer, outcome, ms } = await stopDuringRequest(true);
  expect(answer).toMatchObject({ status: 200, body: '{"ok":true}', connection: 'close' });
  expect(outcome).toBe('closed');
  expect(ms).toBeLessThan(2000);
});

test('a close during a download already under way: it ends, then its connection closes', async () => {
  const { answer, outcome, ms } = await stopDuringRequest(true, '/download');
  expect(answer).toMatchObject({ status: 200, body: 'parte 1;parte 2' });
  expect(outcome).toBe('closed');
  expect(ms).toBeLessThan(2000);
});
