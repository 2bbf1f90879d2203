import { parse } from 'yaml';
import { slugifyText } from '~/lib/slug-text';
import type { BlogCover, BlogPost, BlogTag } from './blog-post';
import { readingMinutes } from './reading-time';

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const POST_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post file that cannot be published as it is: the server refuses to start with it. */
export class PostFileError extends Error {
  override readonly name = 'PostFileError';
}

/**
 * One post file: YAML front matter between `---` lines, then the Markdown body.
 *
 * ```
 * ---
 * title: Fator R no Simples Nacional
 * description: Uma frase para os buscadores e a lista do blog.
 * date: 2026-03-12
 * updated: 2026-04-02        # optional, defaults to date
 * author: Equipe Contábil Online
 * tags: [Simples Nacional, Impostos]
 * cover: /blog/fator-r.png   # optional, with coverAlt
 * coverAlt: what the image shows
 * related: [outro-post]      # optional, slugs
 * ---
 * ```
 */
export function parsePostFile(slug: string, raw: string): BlogPost {
  const fail = (problem: string): never => {
    throw new PostFileError(`blog post "${slug}": ${problem}`);
  };
  if (!POST_SLUG.test(slug)) fail('the file name must be lower case words joined by hyphens');
  const match = FRONT_MATTER.exec(raw);
  if (!match) return fail('front matter between "---" lines is missing');
  const [, yamlText = '', rest = ''] = match;
  const body = rest.replace(/^(?:[ \t]*\r?\n)+/, '');

  let meta: unknown;
  try {
    meta = parse(yamlText);
  } catch (err) {
    return fail(`front matter is not valid YAML (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!meta || typeof meta !== 'object' || Array.isArray(meta)) return fail('front matter must be a mapping');
  const fields = meta as Record<string, unknown>;

  const text = (key: string, required: boolean): string | undefined => {
    const value = fields[key];
    if (value === undefined || value === null || value === '') {
      if (required) fail(`"${key}" is required`);
      return undefined;
    }
    if (typeof value !== 'string') return fail(`"${key}" must be text`);
    return value.trim();
  };
  const date = (key: string, required: boolean): string | undefined => {
    const value = text(key, required);
    if (value !== undefined && !isCalendarDate(value)) fail(`"${key}" must be a date written YYYY-MM-DD`);
    return value;
  };
  const list = (key: string): string[] => {
    const value = fields[key] ?? [];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !item.trim())) {
      return fail(`"${key}" must be a list of text`);
    }
    return value.map((item: string) => item.trim());
  };

  const publishedOn = date('date', true)!;
  const updatedOn = date('updated', false) ?? publishedOn;
  if (updatedOn < publishedOn) fail('"updated" is before "date"');
  if (!body.trim()) fail('the post has no body');

  return {
    slug,
    title: text('title', true)!,
    description: text('description', true)!,
    publishedOn,
    updatedOn,
    author: text('author', true)!,
    tags: tagsFromNames(list('tags')),
    readingMinutes: readingMinutes(body),
    body,
    cover: cover(text('cover', false), text('coverAlt', false), fail),
    relatedRefs: list('related'),
  };
}

/** Tag names as written, each with its address slug; repeats dropped. */
export function tagsFromNames(names: readonly string[]): BlogTag[] {
  const tags = new Map<string, BlogTag>();
  for (const name of names) {
    const slug = slugifyText(name);
    if (slug && !tags.has(slug)) tags.set(slug, { slug, name: name.trim() });
  }
  return [...tags.values()];
}

function isCalendarDate(value: string): boolean {
  if (!CALENDAR_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const COVER_SRC = /^(https:\/\/|\/(?!\/))/;

/** A cover needs an https address or a path on the site, and its description. */
export function cover(
  src: string | undefined,
  alt: string | undefined,
  fail: (problem: string) => never,
): BlogCover | undefined {
  if (!src) return undefined;
  if (!COVER_SRC.test(src)) fail('"cover" must be an https address or a path starting with /');
  if (!alt) fail('"coverAlt" is required with "cover"');
  return { src, alt };
}
