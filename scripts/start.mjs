// `npm start`: builds what changed since the last build, then serves the API and the
// web on the embedded database (or DATABASE_URL when set).
import path from 'node:path';
import { buildStale, root, serviceEnv, startPrefixed, superviseChildren } from './lib.mjs';

await buildStale(['api', 'web']);

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
