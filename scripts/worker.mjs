// `npm run worker`: builds the API when its sources changed, then works the job queue
// alone (no HTTP). Run it beside API replicas started with WORKER=off; it needs DATABASE_URL
// (the embedded database belongs to the one process that opened it).
import { buildStale, root, serviceEnv, startPrefixed, superviseChildren } from './lib.mjs';

await buildStale(['api']);
const worker = startPrefixed('worker', process.execPath, ['apps/api/dist/worker.js'], {
  env: serviceEnv().api,
  cwd: root,
});
superviseChildren([worker]);
