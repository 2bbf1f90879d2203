// The support-access feature's public surface: what other features and the app shell may import.

export { SupportAccessSection } from './components/support-access-section';
export { SupportBanner } from './components/support-banner';
export { fetchActiveGrants, supportAccessKeys } from './support-access-api';
export { SUPPORT_SESSION_HOME, enterSupportSession } from './support-session';
