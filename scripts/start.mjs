// `npm start`: builds what changed since the last build, then serves the API and the
// web on the embedded database (or DATABASE_URL when set).
import path from 'node:path';
import { existsSync, statSync } from 'node:fs';
import { newestMtime, root, run, serviceEnv, startPrefixed, superviseChildren } from './lib.mjs';

const contracts = path.join(root, 'packages/contracts/src');
const inWeb = (...files) => files.map((f) => path.join(root, 'apps/web', f));
const targets = [
  {
    name: 'api',
    sources: [path.join(root, 'apps/api/src'), path.join(root, 'apps/api/scripts/build.mjs'), contracts],
    output: path.join(root, 'apps/api/dist/server.js'),
  },
  {
    name: 'web',
    sources: [
      // content/: the blog's Markdown posts, bundled into the server build.
      ...inWeb('app', 'content', 'public', 'vite.config.ts', 'react-router.config.ts', 'build-manifest-plugin.ts'),
      contracts,
    ],
    output: path.join(root, 'apps/web/build/server/index.js'),
  },
];

for (const t of targets) {
  const builtAt = existsSync(t.output) ? statSync(t.output).mtimeMs : 0;
  if (newestMtime(t.sources) > builtAt) {
    // Always a production build, whatever NODE_ENV the servers then run with (the e2e
    // journeys run them under NODE_ENV=test; React would ship its development build).
    const code = await run('npm', ['run', 'build', '-w', `apps/${t.name}`], {
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (code !== 0) process.exit(code);
  }
}

const env = serviceEnv();
const api = startPrefixed('api', process.execPath, ['apps/api/dist/server.js'], { env: env.api });
const web = startPrefixed(
  'web',
  process.execPath,
  // apps/web/server.mjs: react-router-serve's server plus the security headers on static files;
  // it finds build/client (the browser assets) relative to its cwd.
  [path.join(root, 'apps/web/server.mjs'), 'build/server/index.js'],
  { env: env.web, cwd: path.join(root, 'apps/web') },
);
console.log(`Web: http://localhost:${env.web.PORT}   API: ${env.web.API_PUBLIC_URL} (documentação em /docs)`);
superviseChildren([api, web]);
