// One API replica for the cross-process tests: the real runtime and app on DATABASE_URL, no
// reference data, no demo, no worker; prints `listening <port>` once it serves requests.
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openRuntime } from '../runtime.js';

const quiet = { info: () => undefined, error: () => undefined };

async function main() {
  const config = loadConfig();
  const runtime = await openRuntime(config, quiet);
  const app = await buildApp({
    config,
    database: runtime.database,
    storage: runtime.storage,
    jobs: runtime.jobs,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : 0}\n`);
  const stop = async () => {
    await app.close();
    await runtime.close(1000);
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
