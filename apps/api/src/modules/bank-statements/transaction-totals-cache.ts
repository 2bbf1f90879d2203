import type { TransactionTotals, TransactionsFilter } from './bank-statements.repository.js';

/**
 * The transactions list's count and sums per company and filter, kept with the bank data
 * version they were read at (decision 017). A hit is used only while the database still has
 * that version, which every write to the company's transactions bumps in its own
 * transaction, so the figures are exact; memory only saves recomputation (each replica
 * fills its own). Bounded: the least recently used entry goes first.
 */
export class TransactionTotalsCache {
  private readonly entries = new Map<string, TransactionTotals>();

  constructor(private readonly maxEntries = 5_000) {}

  /** The cached totals when they were read at `version`, else undefined. */
  get(companyId: string, filter: TransactionsFilter, version: number): TransactionTotals | undefined {
    const key = cacheKey(companyId, filter);
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(companyId: string, filter: TransactionsFilter, totals: TransactionTotals): void {
    const key = cacheKey(companyId, filter);
    const existing = this.entries.get(key);
    if (existing && existing.version > totals.version) return;
    this.entries.delete(key);
    this.entries.set(key, totals);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

function cacheKey(companyId: string, filter: TransactionsFilter): string {
  const parts = Object.entries(filter)
    .filter(([, value]) => value !== undefined && value !== '' && value !== false)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${companyId}|${JSON.stringify(parts)}`;
}

/** The same rule for any figure of a company read at a bank data version (the accounts' counts). */
export class CompanyVersionCache<T extends { version: number }> {
  private readonly entries = new Map<string, T>();

  constructor(private readonly maxEntries = 5_000) {}

  get(companyId: string, version: number): T | undefined {
    const entry = this.entries.get(companyId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(companyId);
    this.entries.set(companyId, entry);
    return entry;
  }

  set(companyId: string, value: T): void {
    const existing = this.entries.get(companyId);
    if (existing && existing.version > value.version) return;
    this.entries.delete(companyId);
    this.entries.set(companyId, value);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
