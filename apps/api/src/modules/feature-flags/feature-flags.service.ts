import type { FeatureFlags } from '@contabil/contracts';

export interface FeatureFlagLists {
  panel: ReadonlySet<string>;
  cora: ReadonlySet<string>;
}

/** The list entry that turns a feature on for everyone (`FEATURE_CORA_EMAILS=*`). */
export const EVERYONE = '*';

/**
 * Flags by e-mail list (spec section 6): a feature is on for the addresses listed for it,
 * or for everyone when the list has `*`.
 */
export function featureFlagsFor(lists: FeatureFlagLists, email: string): FeatureFlags {
  const key = email.toLowerCase();
  const on = (list: ReadonlySet<string>) => list.has(EVERYONE) || list.has(key);
  return { panel: on(lists.panel), cora: on(lists.cora) };
}

export function parseEmailList(raw: string): ReadonlySet<string> {
  return new Set(
    raw
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
}
