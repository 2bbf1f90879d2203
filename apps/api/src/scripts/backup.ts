import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { exitIfDatabaseInUse } from '../db/pglite-owner.js';
import { createObjectStorage } from '../modules/storage/index.js';
import { backup } from '../ops/backup.js';

/**
 * `npm run backup -- --to DIR`: the database and every stored file into DIR (new or empty),
 * with manifest.json. PostgreSQL is copied while the product runs (one snapshot); the
 * embedded database only while it is stopped (one process owns its folder).
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (!values.to) {
  process.stderr.write('Uso: npm run backup -- --to PASTA\n');
  process.exit(2);
}
const to = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.to);
const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitIfDatabaseInUse);
try {
  const manifest = await backup({
    database,
    databaseUrl: config.databaseUrl,
    storage: createObjectStorage(config.storage),
    storageConfig: config.storage,
    to,
  });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const fileBytes = manifest.files.reduce((a, f) => a + f.bytes, 0);
  process.stdout.write(
    `Cópia em ${to}: banco ${manifest.database.kind} (${manifest.database.bytes} bytes, ${rows} linhas em ` +
      `${Object.keys(manifest.tables).length} tabelas, versão ${manifest.schemaVersion}), ` +
      `${manifest.files.length} arquivos (${fileBytes} bytes), em ${Date.now() - started} ms\n`,
  );
} finally {
  await database.close();
}
