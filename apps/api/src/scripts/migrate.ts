import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { exitIfDatabaseInUse } from '../db/pglite-owner.js';

const config = loadConfig();
// A running product holding the embedded database: refused with what to do (no second copy).
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitIfDatabaseInUse);
await runMigrations(database);
await database.close();
process.stdout.write(`Migrações aplicadas (${database.kind}).\n`);
