// The companies feature's public surface (the wizards): what other features and the app shell may import.

export { usePlansQuery } from './api/billing-api';
export { useCnpjLookup } from './api/cnpj-lookup-api';
export { useTrackQuery } from './api/use-track-query';
