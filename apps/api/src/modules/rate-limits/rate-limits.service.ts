import { messages } from '@contabil/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { deleteRateLimitWindowsBefore, hitRateLimitWindow } from './rate-limits.repository.js';

export interface RateLimitRule {
  /** e.g. `sign-in:ip:127.0.0.1` */
  key: string;
  max: number;
  windowSeconds: number;
}

/**
 * Counts a hit against each rule in the database (so every replica shares the count)
 * and throws 429 once any of them is past its limit.
 */
export async function enforceRateLimits(db: Database, rules: RateLimitRule[], now = new Date()): Promise<void> {
  for (const rule of rules) {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const hits = await hitRateLimitWindow(db, rule.key, windowStart);
    if (hits === 1 && Math.random() < 0.01) {
      // Occasional sweep of windows that ended long ago; no scheduler needed.
      await deleteRateLimitWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
    }
    if (hits > rule.max) {
      const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
      throw new AppError('rate_limited', 429, messages.rateLimited, undefined, retryAfter);
    }
  }
}
