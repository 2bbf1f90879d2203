import { existsSync, readdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { exitIfDatabaseInUse } from '../db/pglite-owner.js';
import { createObjectStorage } from '../modules/storage/index.js';
import {
  databaseHasTables,
  pgliteDump,
  readManifest,
  restoreFiles,
  restorePostgres,
  verifyRestore,
} from '../ops/backup.js';

/**
 * `npm run restore -- --from DIR [--force]`: a backup into the configured database and
 * storage, which must be empty (--force: replaced). Then every table's count and every
 * file's checksum are checked against the manifest. The product must be stopped.
 */
const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
if (!values.from) {
  process.stderr.write('Uso: npm run restore -- --from PASTA [--force]\n');
  process.exit(2);
}
const from = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
const force = values.force ?? false;
const config = loadConfig();
const started = Date.now();
const manifest = await readManifest(from);
const refuse = (message: string) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};
if ((manifest.database.kind === 'postgres') !== Boolean(config.databaseUrl)) {
  refuse(
    `A cópia é de ${manifest.database.kind}; o destino configurado é ${config.databaseUrl ? 'postgres' : 'pglite'}`,
  );
}
let database;
if (config.databaseUrl) {
  database = await openDatabase({ url: config.databaseUrl });
  if ((await databaseHasTables(database)) && !force) {
    await database.close();
    refuse('O banco de destino não está vazio (use --force para substituí-lo)');
  }
  await restorePostgres(config.databaseUrl, from, manifest, force);
} else {
  const folder = path.join(config.dataDir, 'pglite');
  if (existsSync(folder) && readdirSync(folder).length > 0) {
    if (!force) refuse(`O banco embutido em ${folder} não está vazio (use --force para substituí-lo)`);
    rmSync(folder, { recursive: true, force: true });
  }
  database = await openDatabase({ dataDir: config.dataDir, loadDataDir: await pgliteDump(from, manifest) }).catch(
    exitIfDatabaseInUse,
  );
}
try {
  const storage = createObjectStorage(config.storage);
  await restoreFiles(storage, config.storage, from, manifest, force);
  const problems = await verifyRestore(database, storage, manifest);
  if (problems.length > 0) refuse(`Restaurado, mas diferente do manifesto:\n  ${problems.join('\n  ')}`);
  process.stdout.write(
    `Restaurado de ${from}: ${Object.keys(manifest.tables).length} tabelas e ${manifest.files.length} arquivos ` +
      `conferidos, em ${Date.now() - started} ms\n`,
  );
} finally {
  await database.close();
}
