import { z } from 'zod';

/** Features switched on per e-mail list (spec section 6). */
export const featureFlagNames = ['panel', 'cora'] as const;
export type FeatureFlagName = (typeof featureFlagNames)[number];

export const featureFlagsSchema = z.object({ panel: z.boolean(), cora: z.boolean() });
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
