// The cnaes feature's public surface: what other features and the app shell may import.

export { CnaePicker } from './components/cnae-picker';
export { LucaCnaeSuggestions } from './components/luca-cnae-suggestions';
export { LucaAliasSuggestions } from './components/luca-alias-suggestions';
export { createFunctionsClient, matchCnaesWithLuca } from './luca-api';
export { meiBadge, proposedAs, simplesBadge } from './luca-suggestions';
export type { BadgeTone } from './luca-suggestions';
export { CnaeTitle } from './components/cnae-title';
