// The cnae-tool feature's public surface: what other features and the app shell may import.

export type { BadgeView } from './cnae-badges';
export { CNAE_TOOL_PATH, cnaeSlugPath } from './cnae-tool-paths';
export { SimplesAnnexCaveat } from './components/simples-annex-caveat';
export { BadgeRow } from './components/tool-badge';
