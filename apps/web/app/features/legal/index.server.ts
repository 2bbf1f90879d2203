export { legalPageLoader } from './legal-route.server';
