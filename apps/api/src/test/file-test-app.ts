import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import type { UserRow } from '../modules/users/users.repository.js';
import { createSystemAdmin, mintedBearer, signInAs } from './factories.js';
import { createTestApp, type TestContext } from './test-app.js';

/** A test file's one app and system admin (fileTestApp): set once the file's beforeAll ran. */
export interface FileTestApp {
  ctx: TestContext;
  /** A system admin (our accountant) and its Authorization header. */
  admin: UserRow;
  adminAuth: string;
}

/**
 * Registers the file's beforeAll and afterAll: one app for the whole file (createTestApp),
 * `prepare` run on its database (reference data, service codes), then a system admin signed in
 * through the endpoint, or with a minted token (`mintedAdmin`) in the files that sign in more
 * people than the sign-in limit allows; the app is closed after the file.
 */
export function fileTestApp(
  options: { prepare?: (db: Database) => Promise<unknown>; mintedAdmin?: boolean; timeoutMs?: number } = {},
): FileTestApp {
  const file = {} as FileTestApp;
  beforeAll(async () => {
    file.ctx = await createTestApp();
    await options.prepare?.(file.ctx.database.db);
    file.admin = await createSystemAdmin(file.ctx.database.db);
    file.adminAuth = options.mintedAdmin
      ? await mintedBearer(file.ctx, file.admin)
      : (await signInAs(file.ctx.app, file.admin)).authorization;
  }, options.timeoutMs);
  afterAll(() => file.ctx.close());
  return file;
}
