import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ConversationEvent } from '@contabil/contracts';
import type { DatabaseHandle } from '../../../db/client.js';
import { FACTORY_PASSWORD, createCompany, createSystemAdmin, createUser } from '../../../test/factories.js';
import { openSse, type SseMessage } from '../../../test/sse-client.js';
import { openTestDatabase } from '../../../test/test-database.js';

// Two API processes on one PostgreSQL server (TEST_DATABASE_URL): a client subscribed to
// replica 2 receives what is posted on replica 1, through LISTEN/NOTIFY.

interface Replica {
  child: ChildProcess;
  base: string;
}

const JWT_SECRET = 'replicas-test-secret-long-enough-for-hs256-0000';

async function startReplica(databaseUrl: string, dataDir: string): Promise<Replica> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, 'src/test/api-replica.ts'], {
    cwd: path.resolve(import.meta.dirname, '../../../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET,
      WORKER: 'off',
      SEED_DEMO: 'never',
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\d+)/.exec(chunk.toString());
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`replica exited (${code}): ${errors}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

async function stopReplica(replica: Replica | undefined) {
  if (!replica || replica.child.exitCode !== null) return;
  const exited = new Promise((resolve) => replica.child.once('exit', resolve));
  replica.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  if (replica.child.exitCode === null) replica.child.kill('SIGKILL');
}

async function signIn(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: FACTORY_PASSWORD }),
  });
  const body = (await res.json()) as { data: { accessToken: string } };
  return `Bearer ${body.data.accessToken}`;
}

async function call(base: string, method: string, url: string, authorization: string, payload?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization, ...(payload ? { 'content-type': 'application/json' } : {}) },
    ...(payload ? { body: JSON.stringify(payload) } : {}),
  });
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return res.status === 204 ? undefined : ((await res.json()) as { data: { id: string } }).data;
}

const bodyOf = (m: SseMessage) => (JSON.parse(m.data) as Partial<ConversationEvent>).data?.body as string | undefined;

describe.skipIf(!process.env.TEST_DATABASE_URL)('conversations across two API processes on one PostgreSQL', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let one: Replica | undefined;
  let two: Replica | undefined;
  let companyId: string;
  let threadId: string;
  let customer: string;
  let accountant: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    if (database.queueConnection.kind !== 'postgres') throw new Error('needs PostgreSQL');
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'contabil-replicas-'));
    [one, two] = await Promise.all([
      startReplica(database.queueConnection.url, dataDir),
      startReplica(database.queueConnection.url, dataDir),
    ]);
    const owner = await createUser(database.db);
    companyId = (await createCompany(database.db, { owner })).id;
    const admin = await createSystemAdmin(database.db);
    customer = await signIn(two.base, owner.email);
    accountant = await signIn(one.base, admin.email);
    const thread = await call(two.base, 'POST', `/conversations?companyId=${companyId}`, customer, {
      subjectType: 'general',
    });
    threadId = thread!.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([stopReplica(one), stopReplica(two)]);
    await database?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const postOnOne = (body: string) =>
    call(one!.base, 'POST', `/conversations/${threadId}/messages?companyId=${companyId}`, accountant, { body });

  test('a message posted on replica 1 reaches a client of replica 2 within 1 s; after a cut it gets what it missed, once', async () => {
    const stream = await openSse(`${two!.base}/conversations/events?companyId=${companyId}`, {
      authorization: customer,
    });
    await stream.waitFor((m) => m.event === 'ready');

    const latencies: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const sentAt = Date.now();
      await postOnOne(`ao vivo ${i}`);
      const got = await stream.waitFor((m) => bodyOf(m) === `ao vivo ${i}`, 3000);
      latencies.push(got.at - sentAt);
    }
    // Reported on stderr (console.warn is the allowed channel) so a run shows the figures.
    console.warn(`cross-replica latency ms: ${latencies.join(', ')}`);
    expect(Math.max(...latencies)).toBeLessThan(1000);

    const resumeFrom = stream.lastEventId()!;
    stream.close();
    await postOnOne('perdida na queda 1');
    await postOnOne('perdida na queda 2');

    const back = await openSse(`${two!.base}/conversations/events?companyId=${companyId}`, {
      authorization: customer,
      'last-event-id': resumeFrom,
    });
    await back.waitFor((m) => bodyOf(m) === 'perdida na queda 2');
    await postOnOne('de volta ao vivo');
    await back.waitFor((m) => bodyOf(m) === 'de volta ao vivo');
    expect(back.messages.map(bodyOf).filter(Boolean)).toEqual([
      'perdida na queda 1',
      'perdida na queda 2',
      'de volta ao vivo',
    ]);
    back.close();
  }, 60_000);

  test('when replica 2 loses its LISTEN connection, its clients still get the messages once it listens again', async () => {
    const stream = await openSse(`${two!.base}/conversations/events?companyId=${companyId}`, {
      authorization: customer,
    });
    await stream.waitFor((m) => m.event === 'ready');
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'contabil-conversations' and datname = current_database()`,
    );
    await postOnOne('durante a reconexão');
    await stream.waitFor((m) => bodyOf(m) === 'durante a reconexão', 8000);
    await postOnOne('depois da reconexão');
    await stream.waitFor((m) => bodyOf(m) === 'depois da reconexão', 3000);
    const bodies = stream.messages.map(bodyOf).filter(Boolean);
    expect(bodies).toEqual(['durante a reconexão', 'depois da reconexão']);
    stream.close();
  }, 60_000);
});
