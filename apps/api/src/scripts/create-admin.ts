import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema } from '@contabil/contracts';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { exitIfDatabaseInUse } from '../db/pglite-owner.js';
import { createSystemAdmin } from '../modules/admin-users/create-system-admin.js';

const usage = 'Uso: npm run create-admin -- --email E --password P [--name "Nome"]';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
const email = emailSchema.safeParse(values.email ?? '');
const password = passwordSchema.safeParse(values.password ?? '');
if (!email.success || !password.success) {
  const problems = [email, password].flatMap((r) => (r.success ? [] : r.error.issues.map((i) => i.message)));
  process.stderr.write(`${problems.join('\n')}\n${usage}\n`);
  process.exit(2);
}

const config = loadConfig();
// A running product holding the embedded database: refused with what to do (no second copy).
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch(exitIfDatabaseInUse);
try {
  await runMigrations(database);
  const result = await createSystemAdmin(database.db, {
    email: email.data,
    password: password.data,
    name: values.name ?? 'Administrador',
  });
  process.stdout.write(
    result === 'created'
      ? `Administrador criado: ${email.data}\n`
      : `O usuário ${email.data} já existia: agora é administrador do sistema e a senha foi trocada.\n`,
  );
} finally {
  await database.close();
}
