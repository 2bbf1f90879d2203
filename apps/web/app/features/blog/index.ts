// The blog feature's public surface: what other features and the app shell may import.

export { BLOG_PATH, blogPostPath, formatPostDate, readingTimeLabel } from './blog-paths';
export type { BlogPostSummary } from './blog-post';
export { ContentUnavailableError } from './content-source';
export type { AreaTexts, ContentSource, LandingTexts } from './content-source';
