// The deploy files agree with the README (issue 18): every variable of .env.example,
// compose.yaml's services and the API's configuration is in the README's table, and every
// product variable of the table is in .env.example; what the Dockerfile copies and what
// compose runs are what `npm run build` builds; `docker compose config` accepts the file
// when the Docker client is installed (no engine is needed for it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { buildStale, root } from '../lib.mjs';

const read = (file) => readFileSync(path.join(root, file), 'utf8');
const NAME = /^[A-Z][A-Z0-9_]+$/;

/** The README's configuration table: every `NAME` of its first column. */
function readmeVariables() {
  const lines = read('README.md').split('\n');
  const start = lines.findIndex((l) => /^\| variable\s+\|/.test(l));
  assert.ok(start >= 0, 'the README has its variable table');
  const names = new Set();
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const first = line.split('|')[1] ?? '';
    for (const [, name] of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(name);
  }
  return names;
}

/** Variables of the test tooling: documented in the README, not deployed. */
const TEST_ONLY =
  /^(TEST_DATABASE_URL|E2E_\w+|CLUSTER_\w+|\w+_SHOTS_DIR|BENCH_\w+|PAGE_BENCH_\w+|LIGHTHOUSE_\w+|CHROME_PATH|OPS_TEST_PORT_BASE)$/;

function envExampleVariables() {
  const names = new Set();
  for (const line of read('.env.example').split('\n')) {
    const match = /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line);
    if (match) names.add(match[1]);
  }
  return names;
}

const compose = parse(read('compose.yaml'), { merge: true });
const productServices = ['api', 'worker', 'web'];

test('every .env.example variable is in the README, and every product variable of the README in .env.example', () => {
  const readme = readmeVariables();
  const example = envExampleVariables();
  assert.ok(example.size > 60, `.env.example lists ${example.size} variables`);
  assert.deepEqual(
    [...example].filter((n) => !readme.has(n)),
    [],
    '.env.example variables missing from the README',
  );
  assert.deepEqual(
    [...readme].filter((n) => !TEST_ONLY.test(n) && !example.has(n)),
    [],
    'README variables missing from .env.example',
  );
});

test("compose.yaml's product services use only README variables, and every ${VAR} it reads is documented", () => {
  const readme = readmeVariables();
  const used = new Set();
  for (const service of productServices) {
    const env = compose.services[service]?.environment;
    assert.ok(env, `compose.yaml has the ${service} service with its environment`);
    for (const name of Object.keys(env)) used.add(name);
  }
  for (const [, name] of read('compose.yaml').matchAll(/\$\{([A-Z][A-Z0-9_]+)[:}]/g)) used.add(name);
  assert.deepEqual(
    [...used].filter((n) => NAME.test(n) && !readme.has(n)),
    [],
    'compose variables missing from the README',
  );
  // The services run the production guard's complete configuration.
  const api = compose.services.api.environment;
  assert.equal(api.NODE_ENV, 'production');
  assert.equal(api.STORAGE_DRIVER, 's3');
  assert.equal(api.WORKER, 'off');
  assert.equal(compose.services.worker.environment.WORKER, 'on');
  assert.equal(compose.services.web.environment.API_INTERNAL_URL, 'http://api:3001');
  for (const service of ['postgres', 'minio', 'mailpit', 'api', 'worker', 'web']) assert.ok(compose.services[service]);
});

test("every variable the API's configuration reads is in the README", () => {
  const readme = readmeVariables();
  const source = ['apps/api/src/config/env.ts', 'apps/api/src/config/luca.ts'].map(read).join('\n');
  const read_ = new Set();
  for (const [, name] of source.matchAll(/^\s{4}([A-Z][A-Z0-9_]+):/gm)) read_.add(name);
  for (const [, name] of source.matchAll(/\b(?:env|source)\.([A-Z][A-Z0-9_]+)\b/g)) read_.add(name);
  assert.ok(read_.has('DATABASE_POOL_MAX') && read_.has('ACCESS_TOKEN_KEYS'));
  assert.deepEqual(
    [...read_].filter((n) => !readme.has(n) && n !== 'INIT_CWD'),
    [],
    'API variables missing from the README',
  );
});

test('the Dockerfile copies and compose runs what `npm run build` builds', async () => {
  await buildStale(['api', 'web']);
  const dockerfile = read('Dockerfile');
  const copied = [...dockerfile.matchAll(/^COPY --from=build \S+ (.+) \S+$/gm)].flatMap(([, sources]) =>
    sources.split(/\s+/).map((s) => s.replace(/^\/app\//, '')),
  );
  assert.ok(copied.includes('apps/api/dist') && copied.includes('apps/web/build'), copied.join(' '));
  for (const file of copied) assert.ok(existsSync(path.join(root, file)), `${file} exists after the build`);
  // A workspace's own copies of packages (another version than the root's) live in its
  // node_modules: the API's dist and the web's server load them from there.
  for (const workspace of ['apps/api', 'apps/web']) {
    assert.ok(copied.includes(`${workspace}/node_modules`), `the image copies ${workspace}/node_modules`);
  }
  for (const entry of ['server.js', 'worker.js', 'backup.js', 'restore.js']) {
    assert.ok(existsSync(path.join(root, 'apps/api/dist', entry)), `apps/api/dist/${entry} is built`);
  }
  assert.match(dockerfile, /^FROM node:24-/m);
  assert.match(dockerfile, /^USER node$/m);
  assert.match(dockerfile, /^HEALTHCHECK /m);
  assert.match(dockerfile, /npm prune --omit=dev/);
  assert.deepEqual(compose.services.api.command, ['node', 'apps/api/dist/server.js']);
  assert.deepEqual(compose.services.worker.command, ['node', 'apps/api/dist/worker.js']);
  assert.deepEqual(compose.services.web.command.slice(1), ['server.mjs', 'build/server/index.js']);
  assert.ok(existsSync(path.join(root, compose.services.web.working_dir.replace(/^\/app\//, ''), 'server.mjs')));
});

const docker = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
test(
  '`docker compose config` accepts compose.yaml',
  { skip: docker.status === 0 ? false : 'the Docker client (with compose) is not installed' },
  () => {
    const secret = 'x'.repeat(40);
    const out = execFileSync('docker', ['compose', '-f', 'compose.yaml', 'config', '--format', 'json'], {
      cwd: root,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        POSTGRES_PASSWORD: secret,
        JWT_SECRET: secret,
        WEB_ORIGIN: 'https://app.exemplo.com.br',
        API_PUBLIC_URL: 'https://api.exemplo.com.br',
        S3_ACCESS_KEY_ID: 'contabil',
        S3_SECRET_ACCESS_KEY: secret,
        STRIPE_SECRET_KEY: 'sk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      },
    });
    const config = JSON.parse(out);
    assert.equal(
      config.services.api.environment.DATABASE_URL,
      `postgresql://contabil:${secret}@postgres:5432/contabil`,
    );
    assert.equal(config.services.worker.environment.JWT_SECRET, secret);
  },
);
