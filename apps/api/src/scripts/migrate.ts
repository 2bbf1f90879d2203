import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await runMigrations(database);
await database.close();
process.stdout.write(`Migrações aplicadas (${database.kind}).\n`);
