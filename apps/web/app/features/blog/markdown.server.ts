import MarkdownIt, { type Env, type Token } from 'markdown-it';
import { slugifyText } from '~/lib/slug-text';
import type { TocEntry } from './blog-page-data';

export interface RenderedMarkdown {
  /** Safe to put in the page as is: raw HTML in the source comes out as text. */
  html: string;
  toc: TocEntry[];
}

interface RenderEnv extends Env {
  toc: TocEntry[];
}

/** Schemes a link or image may use; relative addresses and `#anchors` are fine too. */
const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const EXTERNAL = /^(https?:)?\/\//i;

/** Accepts http(s), mailto, tel and relative addresses; refuses `javascript:`, `data:` and every other scheme. */
export function isSafeUrl(url: string): boolean {
  // Browsers drop tabs, newlines and leading control characters before reading the scheme.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  return !ANY_SCHEME.test(cleaned) || SAFE_SCHEME.test(cleaned);
}

// html: false escapes every tag written in the content; validateLink drops unsafe links
// (the Markdown is then shown as text).
const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
md.validateLink = isSafeUrl;

// The page's title is the only h1: a `#` in the body is a section (h2). Sections and
// subsections get ids from their text, for the table of contents.
md.core.ruler.push('heading_ids', (state) => {
  const env = state.env as RenderEnv;
  const used = new Set<string>();
  const tokens = state.tokens;
  tokens.forEach((token, index) => {
    if (token.type !== 'heading_open' && token.type !== 'heading_close') return;
    if (token.tag === 'h1') token.tag = 'h2';
    if (token.type !== 'heading_open') return;
    const text = tokens[index + 1]?.children?.map(plainText).join('').trim() ?? '';
    const base = slugifyText(text) || 'secao';
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    token.attrSet('id', id);
    if (token.tag === 'h2' || token.tag === 'h3') env.toc.push({ id, text, level: token.tag === 'h2' ? 2 : 3 });
  });
});

function plainText(token: Token): string {
  return token.type === 'text' || token.type === 'code_inline' ? token.content : '';
}

const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index]!;
  if (EXTERNAL.test(String(token.attrGet('href') ?? ''))) token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, index, options, env, self)
    : self.renderToken(tokens, index, options);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('loading', 'lazy');
  return defaultImage(tokens, index, options, env, self);
};

// Wide tables scroll on their own on a phone instead of widening the page.
md.renderer.rules.table_open = () =>
  '<div class="overflow-x-auto" tabindex="0" role="region" aria-label="Tabela">\n<table>\n';
md.renderer.rules.table_close = () => '</table>\n</div>\n';

/** Markdown from the content source as safe HTML plus its table of contents. Server only. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const env: RenderEnv = { toc: [] };
  const html = md.renderer.render(md.parse(source, env), md.options, env);
  return { html, toc: env.toc };
}
