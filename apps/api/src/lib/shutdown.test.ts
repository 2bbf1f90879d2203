import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from 'vitest';

// A SIGTERM while the API is still starting (opening the embedded database, migrating,
// loading the reference data: a deploy rolled back, a scale-in, Ctrl-C) ends it with exit 0
// and a line saying so, and leaves no owner file on the data folder; before, the signal's
// default killed it without a word (no exit code, signal SIGTERM).

test('a SIGTERM during start-up: exit 0, one line saying so, no stack, the folder released', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contabil-startup-stop-'));
  try {
    // tsx as a loader in the same process (its CLI runs the file in a child and answers for it).
    const tsx = createRequire(import.meta.url).resolve('tsx/esm');
    const child = spawn(process.execPath, ['--import', pathToFileURL(tsx).href, 'src/server.ts'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: {
        // The embedded database, whatever the run's environment says.
        ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'startup-stop-test-secret-long-enough-000000',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // The embedded database is being opened (and created) now.
      if (out.includes('API starting') && !child.killed) child.kill('SIGTERM');
    });
    const { code, signal } = await exited;

    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(out).toContain('stopped during start-up');
    expect(err).not.toMatch(/^\s+at /m);
    expect(out).not.toContain('API ready');
    // The owner file of the embedded database went with the process.
    expect(await readdir(path.join(dataDir, 'pglite')).catch(() => [])).not.toContain('.owner');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);
