import { describe, expect, test } from 'vitest';
import { createLocalContentSource } from './local-content-source.server';
import { parsePostFile, PostFileError } from './post-front-matter.server';
import { countWords } from './reading-time';

const post = (front: string, body = 'Um parágrafo de texto.') => `---\n${front}\n---\n\n${body}\n`;
const basic = (title: string, date: string, tags = '[MEI]', extra = '') =>
  post(`title: ${title}\ndescription: Sobre ${title}.\ndate: ${date}\nauthor: Equipe\ntags: ${tags}\n${extra}`);

describe('parsePostFile', () => {
  test('reads the front matter, the body, the tags with their slugs and the reading time', () => {
    const body = Array.from({ length: 430 }, () => 'palavra').join(' ');
    const parsed = parsePostFile(
      'fator-r',
      post(
        [
          "title: 'Fator R: o que é'",
          'description: Uma frase.',
          'date: 2026-03-12',
          'updated: 2026-04-01',
          'author: Equipe Contábil Online',
          'tags: [Simples Nacional, Pró-labore, Simples Nacional]',
          'cover: /blog/fator-r.png',
          'coverAlt: Um gráfico',
          'related: [outro]',
        ].join('\n'),
        `## Seção\n\n${body}`,
      ),
    );
    expect(parsed).toEqual({
      slug: 'fator-r',
      title: 'Fator R: o que é',
      description: 'Uma frase.',
      publishedOn: '2026-03-12',
      updatedOn: '2026-04-01',
      author: 'Equipe Contábil Online',
      tags: [
        { slug: 'simples-nacional', name: 'Simples Nacional' },
        { slug: 'pro-labore', name: 'Pró-labore' },
      ],
      readingMinutes: 2,
      body: `## Seção\n\n${body}\n`,
      cover: { src: '/blog/fator-r.png', alt: 'Um gráfico' },
      relatedRefs: ['outro'],
    });
  });

  test('updated defaults to the publication date; tags and related may be left out', () => {
    const parsed = parsePostFile('a', post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C'));
    expect(parsed).toMatchObject({ updatedOn: '2026-01-05', tags: [], relatedRefs: [], cover: undefined });
  });

  test.each([
    ['no front matter', 'a', 'Só texto'],
    ['no title', 'a', post('description: B\ndate: 2026-01-05\nauthor: C')],
    ['a date that is not YYYY-MM-DD', 'a', post('title: A\ndescription: B\ndate: 12/03/2026\nauthor: C')],
    ['an impossible date', 'a', post('title: A\ndescription: B\ndate: 2026-02-30\nauthor: C')],
    ['updated before date', 'a', post('title: A\ndescription: B\ndate: 2026-02-03\nupdated: 2026-01-01\nauthor: C')],
    ['tags that are not a list', 'a', post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C\ntags: MEI')],
    ['a body left empty', 'a', post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C', '')],
    ['a file name that is not a slug', 'Post Novo', post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C')],
    ['broken YAML', 'a', post('title: [A\ndescription: B')],
    [
      'a cover without its description',
      'a',
      post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C\ncover: /x.png'),
    ],
    [
      'a cover on another scheme',
      'a',
      post('title: A\ndescription: B\ndate: 2026-01-05\nauthor: C\ncover: javascript:x\ncoverAlt: x'),
    ],
  ])('refuses %s', (_case, slug, raw) => {
    expect(() => parsePostFile(slug, raw)).toThrow(PostFileError);
  });
});

describe('createLocalContentSource', () => {
  const files = {
    '/content/blog/velho.md': basic('Velho', '2026-01-10', '[MEI]'),
    '/content/blog/novo.md': basic('Novo', '2026-03-01', '[Simples Nacional, MEI]', 'related: [velho]'),
    '/content/blog/meio.md': basic('Meio', '2026-02-01', '[Simples Nacional]'),
    '/content/blog/meio-b.md': basic('Aaa mesmo dia', '2026-02-01', '[Impostos]'),
  };
  const source = createLocalContentSource(files);

  test('lists newest first (same day by title) with the total and page count', async () => {
    const page = await source.listPosts({ page: 1, perPage: 3 });
    expect(page.posts.map((p) => p.slug)).toEqual(['novo', 'meio-b', 'meio']);
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 2 });
    expect(page.posts[0]).not.toHaveProperty('body');
    const second = await source.listPosts({ page: 2, perPage: 3 });
    expect(second.posts.map((p) => p.slug)).toEqual(['velho']);
  });

  test('filters by a tag slug', async () => {
    const page = await source.listPosts({ page: 1, perPage: 10, tag: 'simples-nacional' });
    expect(page.posts.map((p) => p.slug)).toEqual(['novo', 'meio']);
    expect(page.total).toBe(2);
    expect((await source.listPosts({ page: 1, perPage: 10, tag: 'nada' })).total).toBe(0);
  });

  test('a page past the last is empty', async () => {
    expect((await source.listPosts({ page: 9, perPage: 3 })).posts).toEqual([]);
  });

  test('gets a post by slug; an unknown slug is null', async () => {
    expect(await source.getPost('meio')).toMatchObject({ title: 'Meio', body: 'Um parágrafo de texto.\n' });
    expect(await source.getPost('nao-existe')).toBeNull();
  });

  test('related: the chosen ones first, then those sharing a tag, then the newest; never itself', async () => {
    const novo = (await source.getPost('novo'))!;
    expect((await source.relatedPosts(novo, 3)).map((p) => p.slug)).toEqual(['velho', 'meio', 'meio-b']);
    const meio = (await source.getPost('meio'))!;
    expect((await source.relatedPosts(meio, 2)).map((p) => p.slug)).toEqual(['novo', 'meio-b']);
  });

  test('tags by name, and every post for the sitemap', async () => {
    expect(await source.listTags()).toEqual([
      { slug: 'impostos', name: 'Impostos' },
      { slug: 'mei', name: 'MEI' },
      { slug: 'simples-nacional', name: 'Simples Nacional' },
    ]);
    expect(await source.listAllPosts()).toEqual([
      { slug: 'novo', updatedOn: '2026-03-01' },
      { slug: 'meio-b', updatedOn: '2026-02-01' },
      { slug: 'meio', updatedOn: '2026-02-01' },
      { slug: 'velho', updatedOn: '2026-01-10' },
    ]);
  });

  test('a related slug that does not exist stops the source', () => {
    expect(() => createLocalContentSource({ '/x/a.md': basic('A', '2026-01-01', '[]', 'related: [b]') })).toThrow(
      'related post "b" does not exist',
    );
  });
});

describe('the posts in content/blog', () => {
  const source = createLocalContentSource();

  test('at least six, each 600 to 1200 words, linking to the product pages', async () => {
    const all = await source.listAllPosts();
    expect(all.length).toBeGreaterThanOrEqual(6);
    for (const { slug } of all) {
      const post = (await source.getPost(slug))!;
      const words = countWords(post.body);
      expect({ slug, words, short: words >= 600, long: words <= 1200 }).toMatchObject({ short: true, long: true });
      expect(post.body).toMatch(/\]\(\/(abrir-empresa|trocar-contador|tools\/cnae)\)/);
      expect(post.tags.length).toBeGreaterThan(0);
    }
  });

  test('every link to another post points at one that exists', async () => {
    const slugs = new Set((await source.listAllPosts()).map((p) => p.slug));
    for (const slug of slugs) {
      const post = (await source.getPost(slug))!;
      for (const [, target] of post.body.matchAll(/\]\(\/blog\/posts\/([^)#]+)\)/g)) {
        expect({ from: slug, to: target, exists: slugs.has(target!) }).toMatchObject({ exists: true });
      }
    }
  });
});
