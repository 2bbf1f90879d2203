// Small helpers shared by the root scripts (start, dev, test).
import { spawn } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Newest modification time of the given files and of any file below the given folders (0 when none). */
export function newestMtime(folders) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const f of folders) {
    if (!existsSync(f)) continue;
    if (statSync(f).isDirectory()) walk(f);
    else newest = Math.max(newest, statSync(f).mtimeMs);
  }
  return newest;
}

const contracts = path.join(root, 'packages/contracts/src');
const inWeb = (...files) => files.map((f) => path.join(root, 'apps/web', f));
const buildTargets = {
  api: {
    sources: [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/scripts/build.mjs'), contracts],
    output: path.join(root, 'apps/api/dist/server.js'),
  },
  web: {
    sources: [
      // content/: the blog's Markdown posts, bundled into the server build.
      ...inWeb('app', 'content', 'public', 'vite.config.ts', 'react-router.config.ts', 'build-manifest-plugin.ts'),
      contracts,
    ],
    output: path.join(root, 'apps/web/build/server/index.js'),
  },
};

/** Builds each named app ('api', 'web') whose sources changed since its last build; exits on a failed build. */
export async function buildStale(names) {
  for (const name of names) {
    const target = buildTargets[name];
    const builtAt = existsSync(target.output) ? statSync(target.output).mtimeMs : 0;
    if (newestMtime(target.sources) <= builtAt) continue;
    // Always a production build, whatever NODE_ENV the servers then run with (the e2e
    // journeys run them under NODE_ENV=test; React would ship its development build).
    const code = await run('npm', ['run', 'build', '-w', `apps/${name}`], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) process.exit(code);
  }
}

/** Runs a command to completion, inheriting the terminal; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Starts a long-running process whose output lines are prefixed with its name. */
export function startPrefixed(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
  const prefix = `[${name}] `;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(prefix + line + '\n');
    });
  }
  return child;
}

/** Stops every child on Ctrl-C or SIGTERM, and exits when any of them dies. */
export function superviseChildren(children) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    setTimeout(() => process.exit(code), 500).unref();
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const c of children) c.on('exit', (code) => stop(code ?? 1));
}

export function serviceEnv() {
  const webPort = process.env.WEB_PORT ?? '3000';
  const apiPort = process.env.API_PORT ?? '3001';
  const apiPublicUrl = process.env.API_PUBLIC_URL ?? `http://localhost:${apiPort}`;
  return {
    api: {
      ...process.env,
      API_PORT: apiPort,
      WEB_ORIGIN: process.env.WEB_ORIGIN ?? `http://localhost:${webPort}`,
      DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data'),
    },
    web: { ...process.env, PORT: webPort, API_PUBLIC_URL: apiPublicUrl },
  };
}
