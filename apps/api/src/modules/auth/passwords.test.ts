import { expect, test } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

// The test factories store cheaper hashes (src/test/factories.ts); the API's own stay at
// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
test('passwords are hashed with argon2id at the production cost and verified', async () => {
  const stored = await hashPassword('senha-forte-123');
  expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  expect(await verifyPassword(stored, 'senha-forte-123')).toBe(true);
  expect(await verifyPassword(stored, 'senha-forte-124')).toBe(false);
  expect(await verifyPassword('não é um hash', 'senha-forte-123')).toBe(false);
});
