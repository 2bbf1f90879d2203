import type { BlogSitemapEntry } from './blog-post';
import { readContentConfig, type ContentConfig } from './content-config.server';
import type { ContentSource } from './content-source';
import { createLocalContentSource } from './local-content-source.server';
import { createStoryblokClient } from './storyblok-client.server';
import { createStoryblokContentSource } from './storyblok-content-source.server';

export function createContentSource(config: ContentConfig): ContentSource {
  if (config.source === 'local') return createLocalContentSource();
  return createStoryblokContentSource(
    createStoryblokClient({ baseUrl: config.storyblokApiUrl, token: config.storyblokToken }),
  );
}

// Read when the server build loads: a bad CONTENT_SOURCE or a missing STORYBLOK_TOKEN
// stops the server at start, as a malformed URL in runtime-config.server.ts does. One
// source (and so one Storyblok rate limiter) per process.
let source: ContentSource = createContentSource(readContentConfig(process.env));

/** The blog's content source for this process. */
export function blogContent(): ContentSource {
  return source;
}

/** Tests swap the source; returns the previous one. */
export function setBlogContentForTests(next: ContentSource): ContentSource {
  const previous = source;
  source = next;
  return previous;
}

/** Every published post's slug and last update, newest first: for the sitemaps. */
export function listAllPostsForSitemap(): Promise<BlogSitemapEntry[]> {
  return source.listAllPosts();
}
