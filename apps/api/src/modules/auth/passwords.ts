import { hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum in @node-rs/argon2, unusable under
// verbatimModuleSyntax: 2 is Argon2id. OWASP's baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, checked when the e-mail is unknown, so that a wrong
 * e-mail and a wrong password take the same time.
 */
let dummyHash: Promise<string> | undefined;
export function timingSafeDummyCheck(password: string): Promise<boolean> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash.then((h) => verifyPassword(h, password));
}
