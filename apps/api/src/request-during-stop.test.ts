import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { messages } from '@contabil/contracts';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestContext } from './test/test-app.js';

// A request whose bytes reached the API just before its stop (SIGTERM: app.close()) and were
// read after it: the process had been busy (building Luca's index, a busy machine), so the
// request was routed once the stop had begun. Fastify's default refused it with its own bare
// 503 ("refusing to accept new requests as server is closing"), not the envelope, although
// the stop lets the requests under way finish: the slow-request test of
// silent-database-stop.test.ts failed this way in CI. Now it is answered as any other, and
// its connection closes after the answer (plugins/drain-on-close.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => ctx.close());

/** The raw answer to `request` written on a fresh connection, the stop begun in the same tick. */
async function sendThenStop(request: string): Promise<string> {
  const { port } = ctx.app.server.address() as AddressInfo;
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (answer += chunk));
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(request);
  // Same tick: the server reads the request only after the stop has begun.
  const closed = ctx.app.close();
  await ended;
  await closed;
  return answer;
}

test('a request read after the stop began is answered, with the envelope, and its connection closed', async () => {
  const body = JSON.stringify({ email: 'ninguem@exemplo.com.br', password: 'senha-errada-123' });
  const answer = await sendThenStop(
    [
      'POST /auth/sign-in HTTP/1.1',
      'host: 127.0.0.1',
      'content-type: application/json',
      `content-length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  const [head = '', payload = ''] = answer.split('\r\n\r\n');
  expect(head.split('\r\n')[0]).toBe('HTTP/1.1 401 Unauthorized');
  expect(head.toLowerCase()).toContain('connection: close');
  expect(JSON.parse(payload)).toEqual({ error: { code: 'unauthorized', message: messages.invalidCredentials } });
});
