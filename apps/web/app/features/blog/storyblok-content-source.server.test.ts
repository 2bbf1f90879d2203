import { afterEach, describe, expect, test, vi } from 'vitest';
import { createRateLimiter } from './rate-limiter';
import { createStoryblokClient } from './storyblok-client.server';
import {
  brasiliaDate,
  createStoryblokContentSource,
  postFromStory,
  type StoryblokStory,
} from './storyblok-content-source.server';
import { sendJson, startFakeStoryblok, type FakeHandler } from './storyblok-fake-server.test-support';

let fake: Awaited<ReturnType<typeof startFakeStoryblok>> | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

async function sourceFor(handler: FakeHandler) {
  fake = await startFakeStoryblok(handler);
  const client = createStoryblokClient({
    baseUrl: fake.baseUrl,
    token: 'tok',
    limiter: createRateLimiter({ limit: 1_000 }),
  });
  return { source: createStoryblokContentSource(client), requests: fake.requests };
}

const fatorR: StoryblokStory = {
  uuid: 'uuid-fator',
  slug: 'fator-r',
  name: 'Fator R (nome interno)',
  first_published_at: '2026-03-12T02:30:00.000Z',
  published_at: '2026-04-01T18:00:00.000Z',
  tag_list: ['Simples Nacional', 'Pró-labore'],
  content: {
    title: 'Fator R',
    description: 'O que é.',
    body: '## Seção\n\nTexto do post.',
    author: 'Ana Souza',
    cover: { filename: 'https://a.storyblok.com/f/1/fator.png', alt: 'Gráfico' },
    related: ['uuid-das', 'uuid-mei'],
  },
};
const das: StoryblokStory = {
  ...fatorR,
  uuid: 'uuid-das',
  slug: 'das',
  tag_list: ['Impostos'],
  content: { title: 'DAS', description: 'Guia.', body: 'Texto.' },
};
const mei: StoryblokStory = { ...das, uuid: 'uuid-mei', slug: 'mei', content: { ...das.content, title: 'MEI' } };

const params = (url: URL) => Object.fromEntries(url.searchParams);

describe('postFromStory', () => {
  test('maps the post content type; dates are days in Brasília', () => {
    expect(postFromStory(fatorR)).toEqual({
      slug: 'fator-r',
      title: 'Fator R',
      description: 'O que é.',
      publishedOn: '2026-03-11',
      updatedOn: '2026-04-01',
      author: 'Ana Souza',
      tags: [
        { slug: 'simples-nacional', name: 'Simples Nacional' },
        { slug: 'pro-labore', name: 'Pró-labore' },
      ],
      readingMinutes: 1,
      body: '## Seção\n\nTexto do post.',
      cover: { src: 'https://a.storyblok.com/f/1/fator.png', alt: 'Gráfico' },
      relatedRefs: ['uuid-das', 'uuid-mei'],
    });
  });

  test('a story without a description or body is not a post (and says so in the log)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(postFromStory({ ...das, content: { title: 'x', body: 'y' } })).toBeNull();
    expect(postFromStory({ ...das, content: { title: 'x', description: 'y', body: { type: 'doc' } } })).toBeNull();
    expect(log).toHaveBeenCalledWith('storyblok: story uuid-das (das) is not a complete post, left out');
  });

  test('brasiliaDate', () => {
    expect(brasiliaDate('2026-01-01T02:59:00Z')).toBe('2025-12-31');
    expect(brasiliaDate('2026-01-01T03:00:00Z')).toBe('2026-01-01');
    expect(brasiliaDate('x')).toBeNull();
  });
});

describe('createStoryblokContentSource', () => {
  test('lists the blog folder, published, newest first, with the page and the total header', async () => {
    const { source, requests } = await sourceFor((_url, _i, _req, res) =>
      sendJson(res, 200, { stories: [fatorR, das] }, { total: '12' }),
    );
    const page = await source.listPosts({ page: 2, perPage: 10 });
    expect(params(requests[0]!.url)).toEqual({
      starts_with: 'blog/',
      version: 'published',
      sort_by: 'first_published_at:desc',
      page: '2',
      per_page: '10',
      token: 'tok',
    });
    expect(requests[0]!.url.pathname).toBe('/v2/cdn/stories');
    expect(page).toMatchObject({ total: 12, page: 2, pageCount: 2 });
    expect(page.posts.map((p) => p.slug)).toEqual(['fator-r', 'das']);
    expect(page.posts[0]).not.toHaveProperty('body');
  });

  test('a tag slug is asked as the tag name (with_tag); an unknown tag asks nothing more', async () => {
    const { source, requests } = await sourceFor((url, _i, _req, res) =>
      url.searchParams.get('with_tag')
        ? sendJson(res, 200, { stories: [fatorR] }, { total: '1' })
        : sendJson(res, 200, { stories: [fatorR, das] }, { total: '2' }),
    );
    const page = await source.listPosts({ page: 1, perPage: 10, tag: 'pro-labore' });
    expect(page.total).toBe(1);
    const tagged = requests.find((r) => r.url.searchParams.has('with_tag'))!;
    expect(tagged.url.searchParams.get('with_tag')).toBe('Pró-labore');
    // The folder walk for the tag names leaves the bodies out.
    expect(requests[0]!.url.searchParams.get('excluding_fields')).toBe('body');

    const before = requests.length;
    expect(await source.listPosts({ page: 1, perPage: 10, tag: 'nao-existe' })).toMatchObject({ total: 0 });
    // The tag names are remembered for a minute: no new walk, and no list request for an unknown tag.
    expect(requests).toHaveLength(before);
  });

  test('gets cdn/stories/blog/{slug}; a 404 is null', async () => {
    const { source, requests } = await sourceFor((url, _i, _req, res) =>
      url.pathname.endsWith('/fator-r') ? sendJson(res, 200, { story: fatorR }) : sendJson(res, 404, {}),
    );
    expect((await source.getPost('fator-r'))?.title).toBe('Fator R');
    expect(requests[0]!.url.pathname).toBe('/v2/cdn/stories/blog/fator-r');
    expect(params(requests[0]!.url)).toEqual({ version: 'published', token: 'tok' });
    expect(await source.getPost('outro')).toBeNull();
  });

  test('related: the chosen uuids in their order, filled with posts of the same tag', async () => {
    const { source, requests } = await sourceFor((url, _i, _req, res) => {
      if (url.searchParams.has('by_uuids')) return sendJson(res, 200, { stories: [mei, das] });
      return sendJson(res, 200, { stories: [fatorR, das, { ...das, uuid: 'u4', slug: 'outro' }] });
    });
    const post = postFromStory(fatorR)!;
    const related = await source.relatedPosts(post, 3);
    expect(related.map((p) => p.slug)).toEqual(['das', 'mei', 'outro']);
    expect(params(requests[0]!.url)).toMatchObject({ by_uuids: 'uuid-das,uuid-mei', per_page: '50' });
    expect(params(requests[1]!.url)).toMatchObject({ with_tag: 'Simples Nacional', per_page: '4' });
  });

  test('every post for the sitemap walks the folder 100 at a time', async () => {
    const many = Array.from({ length: 130 }, (_, i) => ({ ...das, uuid: `u${i}`, slug: `p${i}` }));
    const { source, requests } = await sourceFor((url, _i, _req, res) => {
      const page = Number(url.searchParams.get('page'));
      sendJson(res, 200, { stories: many.slice((page - 1) * 100, page * 100) }, { total: '130' });
    });
    const all = await source.listAllPosts();
    expect(all).toHaveLength(130);
    expect(all[0]).toEqual({ slug: 'p0', updatedOn: '2026-04-01' });
    expect(requests.map((r) => r.url.searchParams.get('per_page'))).toEqual(['100', '100']);
  });
});

describe('landing texts (issue 26, item 5)', () => {
  test('the home is cdn/stories/pages/home, published, through the same client; each valid list is taken', async () => {
    const { source, requests } = await sourceFor((url, _i, _req, res) =>
      url.pathname === '/v2/cdn/stories/pages/home'
        ? sendJson(res, 200, {
            story: {
              content: {
                features: [{ _uid: 'a', component: 'item', title: ' Notas pelo app ', text: 'Peça a nota.' }],
                steps: [{ title: 'Crie a conta', text: '' }],
                faq: [{ question: 'Quanto custa?', answer: 'Um valor fixo por mês.' }],
              },
            },
          })
        : sendJson(res, 404, {}),
    );
    expect(await source.landingTexts!('home')).toEqual({
      features: [{ title: 'Notas pelo app', text: 'Peça a nota.' }],
      // A step without its text: the list is not used (the page keeps its own).
      faq: [{ question: 'Quanto custa?', answer: 'Um valor fixo por mês.' }],
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url.searchParams.get('version')).toBe('published');
    expect(requests[0]!.url.searchParams.get('token')).toBe('tok');
  });

  test('no pages/home story (404): no texts, the page keeps its own', async () => {
    const { source } = await sourceFor((_url, _i, _req, res) => sendJson(res, 404, {}));
    expect(await source.landingTexts!('home')).toEqual({});
  });

  test('a 429 is retried like every call of the client, then the texts come', async () => {
    const { source, requests } = await sourceFor((_url, index, _req, res) =>
      index === 0
        ? sendJson(res, 429, {}, { 'retry-after': '0' })
        : sendJson(res, 200, { story: { content: { steps: [{ title: 'Escolha o plano', text: 'Preço fechado.' }] } } }),
    );
    expect(await source.landingTexts!('home')).toEqual({
      steps: [{ title: 'Escolha o plano', text: 'Preço fechado.' }],
    });
    expect(requests).toHaveLength(2);
  });
});

describe('area texts (issue 26, item 5)', () => {
  test('an area is cdn/stories/areas/{slug}; sections split into paragraphs at blank lines; empty fields left out', async () => {
    const { source, requests } = await sourceFor((url, _i, _req, res) =>
      url.pathname === '/v2/cdn/stories/areas/medicos'
        ? sendJson(res, 200, {
            story: {
              content: {
                name: '',
                headline: 'Do consultório à clínica.',
                description: 'Contabilidade para médicos.',
                sections: [{ title: 'Fator R', text: 'Primeiro parágrafo.\n\nSegundo parágrafo.' }],
                faq: 'não é uma lista',
              },
            },
          })
        : sendJson(res, 404, {}),
    );
    expect(await source.areaTexts!('medicos')).toEqual({
      headline: 'Do consultório à clínica.',
      description: 'Contabilidade para médicos.',
      sections: [{ title: 'Fator R', paragraphs: ['Primeiro parágrafo.', 'Segundo parágrafo.'] }],
    });
    expect(requests[0]!.url.searchParams.get('version')).toBe('published');
    expect(await source.areaTexts!('advogados')).toEqual({});
  });
});
