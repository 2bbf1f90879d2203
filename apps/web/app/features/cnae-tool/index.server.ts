// The cnae-tool feature's server-side surface: kept out of index.ts because the badges use the
// cnae feature's helpers, whose index brings the contracts (zod) into a public page's bundle.

export { cnaeBadges } from './cnae-badges';
