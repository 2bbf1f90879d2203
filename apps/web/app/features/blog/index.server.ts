// The blog feature's public surface: what other features and the app shell may import.

export {
  blogContent,
  createContentSource,
  listAllPostsForSitemap,
  setBlogContentForTests,
} from './blog-content.server';
