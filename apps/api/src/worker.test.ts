import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

// `npm run worker` whose PostgreSQL does not answer (wrong port, server down, database
// missing): exit 1 with one line naming the failure, as the API's start does, not a stack
// trace of pg-pool's and the bundle's frames.

/** A loopback port nothing listens on (taken, then let go). */
async function deadPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

test('a worker that cannot reach its database: exit 1, one clear line, no stack', async () => {
  const tsx = createRequire(import.meta.url).resolve('tsx/esm');
  const child = spawn(process.execPath, ['--import', pathToFileURL(tsx).href, 'src/worker.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: `postgresql://postgres@127.0.0.1:${await deadPort()}/contabil`,
      JWT_SECRET: 'worker-start-test-secret-long-enough-00000',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));

  expect(code).toBe(1);
  expect(err).toContain('ECONNREFUSED');
  expect(err).not.toMatch(/^\s+at /m);
}, 60_000);
