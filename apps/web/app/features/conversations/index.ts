// The conversations feature's public surface: what other features and the app shell may import.

export { AskAboutButton } from './components/ask-about-button';
export { ConversationNavBadge } from './components/conversation-nav-badge';
export { ConversationLive } from './live/conversation-live';
