import type { FeatureFlags } from '@contabil/contracts';

export interface FeatureFlagLists {
  panel: ReadonlySet<string>;
  cora: ReadonlySet<string>;
}

/** Flags by e-mail list (spec section 6): a feature is on for the addresses listed for it. */
export function featureFlagsFor(lists: FeatureFlagLists, email: string): FeatureFlags {
  const key = email.toLowerCase();
  return { panel: lists.panel.has(key), cora: lists.cora.has(key) };
}

export function parseEmailList(raw: string): ReadonlySet<string> {
  return new Set(
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}
