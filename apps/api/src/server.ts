import { loadConfig } from './config/env.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { formatDemoAccounts, seedDemo } from './db/seed/demo.js';
import { loadReferenceData } from './db/seed/reference-data.js';
import { buildApp } from './app.js';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await runMigrations(database);

  const app = await buildApp({ config, database });
  // Idempotent: skips every dataset whose checksum is already loaded (a few ms).
  await loadReferenceData(database.db, (msg) => app.log.info(msg));
  if (config.seedDemo) {
    const accounts = await seedDemo(database.db);
    // Straight to the terminal, not the structured log: these are passwords.
    if (accounts.length > 0) process.stdout.write(formatDemoAccounts(accounts, config.webOrigin) + '\n');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ database: database.kind, docs: `http://${config.host}:${config.port}/docs` }, 'API ready');
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
