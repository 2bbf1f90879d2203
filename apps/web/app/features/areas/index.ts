// The areas feature's public surface: what other features and the app shell may import.

export { AREAS_PATH, areaPath } from './area-page-data';
