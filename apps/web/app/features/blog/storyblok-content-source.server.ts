import type { BlogCover, BlogPost, BlogPostSummary, BlogTag } from './blog-post';
import { PRODUCT_NAME } from '~/lib/site';
import {
  pageCountFor,
  pickRelated,
  summaryOf,
  type AreaListTexts,
  type AreaTexts,
  type ContentSource,
  type LandingTexts,
  type ListPostsQuery,
} from './content-source';
import { tagsFromNames } from './post-front-matter.server';
import { readingMinutes } from './reading-time';
import { inBatches, STORYBLOK_LIMITS, type StoryblokClient } from './storyblok-client.server';

/** Posts are the stories under this folder of the space; `blog/{slug}` is `/blog/posts/{slug}`. */
export const STORYBLOK_BLOG_FOLDER = 'blog/';
/** The API's largest page, used to walk the whole folder (tags, sitemap). */
const INDEX_PAGE_SIZE = 100;
/** Tags change rarely; a minute of memory spares a walk of the folder on every list page. */
const TAG_INDEX_TTL_MS = 60_000;
/** The areas' list texts are on every public page (the footer): a minute of memory, like the tags. */
const AREA_LIST_TTL_MS = 60_000;
/** The areas are a handful; one page of the `areas/` folder holds them all. */
const AREA_LIST_PAGE_SIZE = 100;

/**
 * A story as the Content Delivery API v2 returns it, with the fields of the `post` content
 * type this product reads: `title`, `description`, `body` (a Markdown field), `author`,
 * `cover` (an asset) and `related` (a multi-option field of story uuids).
 */
export interface StoryblokStory {
  uuid: string;
  slug: string;
  name: string;
  first_published_at?: string | null;
  published_at?: string | null;
  created_at?: string | null;
  tag_list?: string[];
  content?: {
    title?: unknown;
    description?: unknown;
    body?: unknown;
    author?: unknown;
    /** An asset field: `{ filename, alt }`. */
    cover?: unknown;
    related?: unknown;
  };
}

/** Landing pages' texts are the stories of this folder: `pages/home` for `/`. */
export const STORYBLOK_PAGES_FOLDER = 'pages/';
/** Professional areas' texts: `areas/{slug}` for `/areas/{slug}`. */
export const STORYBLOK_AREAS_FOLDER = 'areas/';

const PUBLISHED = { version: 'published' } as const;

/** A list of blocks whose every item has the named text fields filled; anything else is not used. */
function textBlocks<K extends string>(value: unknown, keys: readonly K[]): Record<K, string>[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const items = value.map((item: unknown) => {
    if (!item || typeof item !== 'object') return null;
    const fields = item as Record<string, unknown>;
    const picked = keys.map((key) => [key, typeof fields[key] === 'string' ? fields[key].trim() : ''] as const);
    return picked.every(([, text]) => text) ? (Object.fromEntries(picked) as Record<K, string>) : null;
  });
  return items.every((item) => item !== null) ? (items as Record<K, string>[]) : undefined;
}

/** The `landing` content type's lists: `features` and `steps` (title, text), `faq` (question, answer). */
export function landingTextsFrom(content: Record<string, unknown> | undefined): Partial<LandingTexts> {
  const texts: Partial<LandingTexts> = {};
  const features = textBlocks(content?.features, ['title', 'text'] as const);
  const steps = textBlocks(content?.steps, ['title', 'text'] as const);
  const faq = textBlocks(content?.faq, ['question', 'answer'] as const);
  if (features) texts.features = features;
  if (steps) texts.steps = steps;
  if (faq) texts.faq = faq;
  return texts;
}

/**
 * The `area` content type: `name`, `headline`, `description` (text fields), `sections`
 * (blocks with `title` and `text`, paragraphs split at blank lines) and `faq` (question,
 * answer). Empty or malformed fields are left to the API's catalog.
 */
export function areaTextsFrom(content: Record<string, unknown> | undefined): Partial<AreaTexts> {
  const texts: Partial<AreaTexts> = {};
  for (const key of ['name', 'headline', 'description'] as const) {
    const value = content?.[key];
    if (typeof value === 'string' && value.trim()) texts[key] = value.trim();
  }
  const sections = textBlocks(content?.sections, ['title', 'text'] as const);
  if (sections) {
    texts.sections = sections.map(({ title, text }) => ({
      title,
      paragraphs: text
        .split(/\n\s*\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
    }));
  }
  const faq = textBlocks(content?.faq, ['question', 'answer'] as const);
  if (faq) texts.faq = faq;
  return texts;
}
const NEWEST_FIRST = { sort_by: 'first_published_at:desc' } as const;

export function createStoryblokContentSource(
  client: StoryblokClient,
  { now = Date.now }: { now?: () => number } = {},
): ContentSource {
  let tagIndex: { at: number; tags: Promise<BlogTag[]> } | null = null;
  let areaList: { at: number; texts: Promise<Record<string, AreaListTexts>> } | null = null;

  /** One request for the whole `areas/` folder, without the long fields; kept a minute. */
  function areaListTexts(): Promise<Record<string, AreaListTexts>> {
    if (!areaList || now() - areaList.at > AREA_LIST_TTL_MS) {
      const pending = client
        .get<{ stories?: StoryblokStory[] }>('cdn/stories', {
          starts_with: STORYBLOK_AREAS_FOLDER,
          excluding_fields: 'description,sections,faq',
          per_page: String(AREA_LIST_PAGE_SIZE),
          ...PUBLISHED,
        })
        .then((answer) => {
          const texts: Record<string, AreaListTexts> = {};
          for (const story of answer?.body.stories ?? []) {
            const { name, headline } = areaTextsFrom(story.content as Record<string, unknown> | undefined);
            texts[story.slug] = { ...(name ? { name } : {}), ...(headline ? { headline } : {}) };
          }
          return texts;
        });
      areaList = { at: now(), texts: pending };
      pending.catch(() => {
        areaList = null;
      });
    }
    return areaList.texts;
  }

  async function listStories(params: Record<string, string>) {
    const answer = await client.get<{ stories?: StoryblokStory[] }>('cdn/stories', {
      starts_with: STORYBLOK_BLOG_FOLDER,
      ...PUBLISHED,
      ...params,
    });
    const stories = answer?.body.stories ?? [];
    const total = Number(answer?.headers.get('total') ?? stories.length);
    return { stories, total: Number.isFinite(total) ? total : stories.length };
  }

  /** Every story of the folder without bodies: for tags and the sitemap. */
  async function walkFolder(): Promise<StoryblokStory[]> {
    const all: StoryblokStory[] = [];
    for (let page = 1; ; page++) {
      const { stories, total } = await listStories({
        ...NEWEST_FIRST,
        excluding_fields: 'body',
        page: String(page),
        per_page: String(INDEX_PAGE_SIZE),
      });
      all.push(...stories);
      if (stories.length < INDEX_PAGE_SIZE || all.length >= total) return all;
    }
  }

  async function tags(): Promise<BlogTag[]> {
    if (!tagIndex || now() - tagIndex.at > TAG_INDEX_TTL_MS) {
      const pending = walkFolder().then((stories) =>
        tagsFromNames(stories.flatMap((story) => story.tag_list ?? [])).sort((a, b) =>
          a.name.localeCompare(b.name, 'pt-BR'),
        ),
      );
      tagIndex = { at: now(), tags: pending };
      pending.catch(() => {
        tagIndex = null;
      });
    }
    return tagIndex.tags;
  }

  async function summaries(params: Record<string, string>) {
    const { stories, total } = await listStories({ ...NEWEST_FIRST, ...params });
    return { posts: stories.flatMap((story) => postFromStory(story) ?? []).map(summaryOf), total };
  }

  return {
    name: 'storyblok',
    async landingTexts(page) {
      const answer = await client.get<{ story?: { content?: Record<string, unknown> } }>(
        `cdn/stories/${STORYBLOK_PAGES_FOLDER}${page}`,
        { ...PUBLISHED },
      );
      return landingTextsFrom(answer?.body.story?.content);
    },
    async areaTexts(slug) {
      const answer = await client.get<{ story?: { content?: Record<string, unknown> } }>(
        `cdn/stories/${STORYBLOK_AREAS_FOLDER}${encodeURIComponent(slug)}`,
        { ...PUBLISHED },
      );
      return areaTextsFrom(answer?.body.story?.content);
    },
    areaListTexts,
    async listPosts({ page, perPage, tag }: ListPostsQuery) {
      let withTag: string | undefined;
      if (tag) {
        withTag = (await tags()).find((known) => known.slug === tag)?.name;
        if (!withTag) return { posts: [], total: 0, page, pageCount: 1 };
      }
      const { posts, total } = await summaries({
        page: String(page),
        per_page: String(perPage),
        ...(withTag ? { with_tag: withTag } : {}),
      });
      return { posts, total, page, pageCount: pageCountFor(total, perPage) };
    },
    async getPost(slug) {
      const answer = await client.get<{ story?: StoryblokStory }>(
        `cdn/stories/${STORYBLOK_BLOG_FOLDER}${encodeURIComponent(slug)}`,
        { ...PUBLISHED },
      );
      return answer?.body.story ? postFromStory(answer.body.story) : null;
    },
    async relatedPosts(post, limit) {
      const chosen = await storiesByUuids(client, post.relatedRefs);
      let others: BlogPostSummary[] = [];
      if (chosen.length < limit) {
        const firstTag = post.tags[0]?.name;
        ({ posts: others } = await summaries({
          per_page: String(limit + 1),
          ...(firstTag ? { with_tag: firstTag } : {}),
        }));
      }
      return pickRelated(post, chosen, others, limit);
    },
    async listTags() {
      return tags();
    },
    async listAllPosts() {
      return (await walkFolder()).flatMap((story) => {
        const dates = storyDates(story);
        return dates ? [{ slug: story.slug, updatedOn: dates.updatedOn }] : [];
      });
    },
  };
}

/** `cdn/stories?by_uuids=…`, 50 uuids a request (spec section 9), in the order of `uuids`. */
export async function storiesByUuids(client: StoryblokClient, uuids: readonly string[]): Promise<BlogPostSummary[]> {
  const unique = [...new Set(uuids)];
  const answers = await Promise.all(
    inBatches(unique, STORYBLOK_LIMITS.relatedBatchSize).map((batch) =>
      client.get<{ stories?: StoryblokStory[] }>('cdn/stories', {
        by_uuids: batch.join(','),
        per_page: String(STORYBLOK_LIMITS.relatedBatchSize),
        ...PUBLISHED,
      }),
    ),
  );
  const found = new Map<string, BlogPostSummary>();
  for (const story of answers.flatMap((answer) => answer?.body.stories ?? [])) {
    const post = postFromStory(story);
    if (post) found.set(story.uuid, summaryOf(post));
  }
  return unique.flatMap((uuid) => found.get(uuid) ?? []);
}

/** A story as a post, or null when it lacks what a post needs (it is then left out, and logged). */
export function postFromStory(story: StoryblokStory): BlogPost | null {
  const content = story.content ?? {};
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const title = text(content.title) ?? text(story.name);
  const description = text(content.description);
  const body = typeof content.body === 'string' ? content.body : undefined;
  const dates = storyDates(story);
  if (!title || !description || !body?.trim() || !dates) {
    console.error(`storyblok: story ${story.uuid} (${story.slug}) is not a complete post, left out`);
    return null;
  }
  return {
    slug: story.slug,
    title,
    description,
    ...dates,
    author: text(content.author) ?? `Equipe ${PRODUCT_NAME}`,
    tags: tagsFromNames(story.tag_list ?? []),
    readingMinutes: readingMinutes(body),
    body,
    cover: coverFromAsset(content.cover),
    relatedRefs: Array.isArray(content.related)
      ? content.related.filter((ref): ref is string => typeof ref === 'string')
      : [],
  };
}

function storyDates(story: StoryblokStory): { publishedOn: string; updatedOn: string } | null {
  const published = brasiliaDate(story.first_published_at ?? story.published_at ?? story.created_at);
  if (!published) return null;
  const updated = brasiliaDate(story.published_at) ?? published;
  return { publishedOn: published, updatedOn: updated < published ? published : updated };
}

const brasiliaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An instant ("2026-03-12T02:00:00.000Z") as the calendar day in Brasília ("2026-03-11"). */
export function brasiliaDate(instant: string | null | undefined): string | null {
  if (!instant) return null;
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : brasiliaDay.format(date);
}

/** An image asset with its alt text; one without a description or an https address is left out. */
function coverFromAsset(asset: unknown): BlogCover | undefined {
  if (!asset || typeof asset !== 'object') return undefined;
  const { filename, alt } = asset as { filename?: unknown; alt?: unknown };
  if (typeof filename !== 'string' || !filename.startsWith('https://')) return undefined;
  if (typeof alt !== 'string' || !alt.trim()) return undefined;
  return { src: filename, alt: alt.trim() };
}
