import type { DatabaseHandle } from '../client.js';
import { MIGRATION_LOCK_KEY } from '../migrate.js';
import type { ObjectStorage } from '../../modules/storage/object-storage.js';
import { seedDemo, type DemoAccount } from './demo.js';
import { loadReferenceData } from './reference-data.js';

export interface SeedOptions {
  /** Create the demo data on an empty development database (config.seedDemo). */
  seedDemo: boolean;
  /** Where the demo's files go (its month of documents and notes). */
  storage?: ObjectStorage;
  log?: (message: string) => void;
}

/**
 * Every start-up write (reference data, the demo) under the same advisory lock as the
 * migrations: replicas that start together on an empty database take turns, and the
 * second finds the work done (seedDemo does nothing once there are users) instead of
 * dying on a unique violation. Answers the demo accounts created by this process (none
 * when another replica created them).
 */
export async function seedUnderLock(handle: DatabaseHandle, options: SeedOptions): Promise<DemoAccount[]> {
  return handle.withAdvisoryLock(MIGRATION_LOCK_KEY, async () => {
    // Idempotent: skips every dataset whose checksum is already loaded (a few ms).
    await loadReferenceData(handle.db, options.log);
    return options.seedDemo ? seedDemo(handle.db, options.storage ? { storage: options.storage } : {}) : [];
  });
}

/**
 * The line a failed start prints: never empty. An error without a message (a driver's
 * AggregateError, a thrown string, a bare object) still says what it was, with its code,
 * its inner errors and its cause.
 */
export function describeStartupError(err: unknown, depth = 0): string {
  if (err instanceof Error) {
    const code = (err as { code?: unknown }).code;
    const parts = [`${err.name || 'Error'}${code !== undefined ? ` [${String(code)}]` : ''}: ${err.message.trim()}`];
    if (err instanceof AggregateError && depth < 3) {
      for (const inner of err.errors) parts.push(`  - ${describeStartupError(inner, depth + 1)}`);
    }
    if (err.cause !== undefined && depth < 3) parts.push(`  causa: ${describeStartupError(err.cause, depth + 1)}`);
    const text = parts.join('\n');
    if (err.message.trim() || parts.length > 1) return text;
    const frame = err.stack
      ?.split('\n')
      .find((line) => /^\s+at /.test(line))
      ?.trim();
    return `${text.replace(/: $/, '')}: erro sem mensagem${frame ? ` (${frame})` : ''}`;
  }
  if (typeof err === 'string' && err.trim()) return err;
  let shown: string;
  try {
    shown = JSON.stringify(err) ?? '';
  } catch {
    shown = '';
  }
  return shown && shown !== '{}'
    ? `erro ao iniciar: ${shown}`
    : `erro ao iniciar sem mensagem (${typeof err}: ${String(err)})`;
}
