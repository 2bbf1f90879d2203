import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';

/**
 * Writes the OpenAPI document the API serves at /openapi.json to the file named by the first
 * argument (stdout without one), without a listening port: the document only reads the
 * routes' schemas. `npm run lint:openapi` lints it.
 */
// Only what the document depends on: none of the machine's settings (DATABASE_URL, keys).
const config = loadConfig({
  NODE_ENV: 'development',
  API_DOCS: 'public',
  // Fixed, never used to sign anything: the document does not depend on it.
  JWT_SECRET: 'openapi-document-only-secret-not-used-for-anything-000',
  DATA_DIR: path.join(os.tmpdir(), 'contabil-openapi'),
});
// An empty database in memory (no migrations): some plugins hold a connection, none queries.
const database = await openDatabase({ dataDir: 'memory://' });
const jobs = {
  send: (): never => {
    throw new Error('the OpenAPI script sends no job');
  },
};
const app = await buildApp({ config, database, logger: false, jobs });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
await app.close();
await database.close();
const target = process.argv[2];
if (target) writeFileSync(target, document);
else process.stdout.write(document);
