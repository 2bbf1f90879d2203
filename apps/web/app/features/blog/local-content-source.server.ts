import type { BlogTag } from './blog-post';
import {
  byNewest,
  pageCountFor,
  pickRelated,
  summaryOf,
  type ContentSource,
  type ListPostsQuery,
} from './content-source';
import { parsePostFile, PostFileError } from './post-front-matter.server';

/**
 * The posts in `apps/web/content/blog/*.md`, read into the server bundle at build time:
 * the running server needs no file-system path, and a broken post fails the build's
 * start (and the tests), not a reader's request.
 */
const BUNDLED_FILES = import.meta.glob<string>('../../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** File path -> contents, as `import.meta.glob` gives them; the slug is the file name. */
export function createLocalContentSource(files: Record<string, string> = BUNDLED_FILES): ContentSource {
  const posts = Object.entries(files)
    .map(([path, raw]) => parsePostFile(slugFromPath(path), raw))
    .sort(byNewest);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  for (const post of posts) {
    const unknown = post.relatedRefs.find((ref) => !bySlug.has(ref));
    if (unknown) throw new PostFileError(`blog post "${post.slug}": related post "${unknown}" does not exist`);
  }

  return {
    name: 'local',
    async listPosts({ page, perPage, tag }: ListPostsQuery) {
      const matching = tag ? posts.filter((post) => post.tags.some((t) => t.slug === tag)) : posts;
      const start = (page - 1) * perPage;
      return {
        posts: matching.slice(start, start + perPage).map(summaryOf),
        total: matching.length,
        page,
        pageCount: pageCountFor(matching.length, perPage),
      };
    },
    async getPost(slug) {
      return bySlug.get(slug) ?? null;
    },
    async relatedPosts(post, limit) {
      const chosen = post.relatedRefs.flatMap((ref) => bySlug.get(ref) ?? []);
      return pickRelated(post, chosen, posts, limit).map(summaryOf);
    },
    async listTags() {
      const tags = new Map<string, BlogTag>();
      for (const tag of posts.flatMap((post) => post.tags)) if (!tags.has(tag.slug)) tags.set(tag.slug, tag);
      return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));
    },
    async listAllPosts() {
      return posts.map(({ slug, updatedOn }) => ({ slug, updatedOn }));
    },
  };
}

function slugFromPath(path: string): string {
  return (path.split('/').pop() ?? path).replace(/\.md$/, '');
}
