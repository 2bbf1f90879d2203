import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.js';
import { acquirePgliteOwner, EmbeddedDatabaseInUseError } from './pglite-owner.js';

// The embedded database on a real folder: one owner at a time (issue 16, item 5).

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const folders: string[] = [];
const handles: DatabaseHandle[] = [];

function tempFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-owner-'));
  folders.push(dir);
  return dir;
}

afterEach(async () => {
  for (const h of handles.splice(0)) await h.close().catch(() => undefined);
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that ran a moment ago and no longer does. */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

function ownerFile(folder: string) {
  return JSON.parse(readFileSync(path.join(folder, '.owner'), 'utf8')) as { pid: number; token: string };
}

describe('openDatabase on a PGlite folder', () => {
  test('a second open while the first is open is refused with what to do; after close the folder opens again', async () => {
    const dataDir = tempFolder();
    const first = await openDatabase({ dataDir });
    handles.push(first);
    await first.db.execute('create table kept (n int)');
    await first.db.execute('insert into kept values (7)');

    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseInUseError);
    await expect(second).rejects.toThrow(
      `O banco de dados embutido em ${path.join(dataDir, 'pglite')} já está aberto por outro processo (pid ${process.pid}`,
    );
    await expect(second).rejects.toThrow(
      'Pare o produto que está rodando (npm start) e rode o comando de novo, ou use um PostgreSQL (DATABASE_URL)',
    );
    // The refusal leaves the owner's file alone.
    expect(ownerFile(path.join(dataDir, 'pglite')).pid).toBe(process.pid);

    await first.close();
    handles.splice(0);
    expect(existsSync(path.join(dataDir, 'pglite', '.owner'))).toBe(false);

    const again = await openDatabase({ dataDir });
    handles.push(again);
    const result = await again.db.execute('select n from kept');
    expect((result as { rows: unknown[] }).rows).toEqual([{ n: 7 }]);
  }, 90_000);
});

describe('acquirePgliteOwner', () => {
  test('writes this process as owner and removes the file on release (twice is harmless)', () => {
    const folder = tempFolder();
    const release = acquirePgliteOwner(folder);
    expect(ownerFile(folder).pid).toBe(process.pid);
    expect(() => acquirePgliteOwner(folder)).toThrow(EmbeddedDatabaseInUseError);
    release();
    release();
    expect(existsSync(path.join(folder, '.owner'))).toBe(false);
    acquirePgliteOwner(folder)();
  });

  test('takes over the file of a process that was killed (its pid runs no more)', () => {
    const folder = tempFolder();
    const pid = deadPid();
    writeFileSync(path.join(folder, '.owner'), JSON.stringify({ pid, startTime: 1, token: 'old', since: 'ontem' }));
    const release = acquirePgliteOwner(folder);
    expect(ownerFile(folder).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(folder, '.owner'))).toBe(false);
  });

  test('takes over a file naming its own pid that this process does not hold (a restarted container)', () => {
    const folder = tempFolder();
    writeFileSync(path.join(folder, '.owner'), JSON.stringify({ pid: process.pid, token: 'previous-life' }));
    acquirePgliteOwner(folder)();
  });

  test('takes over a torn or foreign file', () => {
    const folder = tempFolder();
    writeFileSync(path.join(folder, '.owner'), '{"pid": ');
    acquirePgliteOwner(folder)();
  });

  test.runIf(existsSync('/proc/self/stat'))(
    'a reused pid (another start time) is stale; the same start time is live',
    async () => {
      const folder = tempFolder();
      const child = spawn('sleep', ['30'], { stdio: 'ignore' });
      try {
        await new Promise((resolve) => child.once('spawn', resolve));
        const pid = child.pid!;
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const startTime = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
        const file = path.join(folder, '.owner');

        writeFileSync(file, JSON.stringify({ pid, startTime, command: 'sleep', token: 't' }));
        expect(() => acquirePgliteOwner(folder)).toThrow(`(pid ${pid}, sleep`);

        writeFileSync(file, JSON.stringify({ pid, startTime: startTime + 1, command: 'sleep', token: 't' }));
        acquirePgliteOwner(folder)();
      } finally {
        child.kill();
      }
    },
  );
});

describe('npm run create-admin beside a running product on PGlite', () => {
  test('refuses at once with the message, creates nothing and leaves the running product the owner', async () => {
    const dataDir = tempFolder();
    mkdirSync(dataDir, { recursive: true });
    const product = await openDatabase({ dataDir });
    handles.push(product);

    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development' };
    delete env.DATABASE_URL;
    delete env.INIT_CWD;
    const tsx = createRequire(import.meta.url).resolve('tsx/cli');
    const child = spawn(
      process.execPath,
      [tsx, 'src/scripts/create-admin.ts', '--email', 'nova@empresa.com.br', '--password', 'uma-senha-forte-1'],
      { cwd: apiRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(stdout).not.toContain('Administrador criado');
    expect(stderr).toContain(`O banco de dados embutido em ${path.join(dataDir, 'pglite')} já está aberto`);
    expect(stderr).toContain('Pare o produto que está rodando (npm start)');
    expect(stderr).not.toMatch(/\n\s+at /); // one message, no stack trace
    expect(ownerFile(path.join(dataDir, 'pglite')).pid).toBe(process.pid);
    await product.ping();
  }, 60_000);
});
