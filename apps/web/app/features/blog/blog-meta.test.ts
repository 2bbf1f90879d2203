import { expect, test } from 'vitest';
import { blogListMeta, blogPostMeta } from './blog-meta';
import type { BlogPostData } from './blog-page-data';

const args = (pathname: string) => ({
  matches: [{ id: 'root', loaderData: { siteUrl: 'https://www.exemplo.com.br' } }],
  location: { pathname },
});

const data: BlogPostData = {
  post: {
    slug: 'fator-r',
    title: 'Fator R',
    description: 'O que é.',
    publishedOn: '2026-03-12',
    updatedOn: '2026-04-01',
    author: 'Equipe Contábil Online',
    tags: [{ slug: 'simples-nacional', name: 'Simples Nacional' }],
    readingMinutes: 5,
  },
  html: '',
  toc: [],
  related: [],
  canonicalPath: '/blog/posts/fator-r',
};

const ldOf = (tags: ReturnType<typeof blogPostMeta>, type: string) =>
  tags
    .flatMap((tag) => ('script:ld+json' in tag ? [tag['script:ld+json'] as Record<string, unknown>] : []))
    .find((ld) => ld['@type'] === type);

test('a post: title, canonical, og:type article, BlogPosting and the Blog > post trail', () => {
  const tags = blogPostMeta(args('/blog/posts/fator-r'), data);
  expect(tags).toContainEqual({ title: 'Fator R | Contábil Online' });
  expect(tags).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://www.exemplo.com.br/blog/posts/fator-r',
  });
  expect(tags).toContainEqual({ property: 'og:type', content: 'article' });
  expect(tags).toContainEqual({ property: 'article:published_time', content: '2026-03-12' });
  expect(ldOf(tags, 'BlogPosting')).toMatchObject({
    headline: 'Fator R',
    datePublished: '2026-03-12',
    dateModified: '2026-04-01',
    url: 'https://www.exemplo.com.br/blog/posts/fator-r',
    author: { '@type': 'Organization', name: 'Equipe Contábil Online' },
    image: 'https://www.exemplo.com.br/og-image.png',
  });
  const trail = ldOf(tags, 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] };
  expect(trail.itemListElement.map((c) => c.name)).toEqual(['Início', 'Blog', 'Fator R']);
});

test("a post's cover replaces the site image in previews", () => {
  const tags = blogPostMeta(args('/blog/posts/fator-r'), {
    ...data,
    post: { ...data.post, author: 'Ana Souza', cover: { src: 'https://a.storyblok.com/f/1/x.png', alt: 'Gráfico' } },
  });
  expect(tags.filter((tag) => 'property' in tag && tag.property === 'og:image')).toEqual([
    { property: 'og:image', content: 'https://a.storyblok.com/f/1/x.png' },
  ]);
  expect(ldOf(tags, 'BlogPosting')).toMatchObject({ author: { '@type': 'Person', name: 'Ana Souza' } });
});

test('the list: canonical with the tag and page, and a Blog object', () => {
  const tags = blogListMeta(args('/blog'), {
    posts: [data.post],
    total: 11,
    page: 2,
    pageCount: 2,
    tags: [],
    tag: { slug: 'mei', name: 'MEI' },
    canonicalPath: '/blog?tag=mei&pagina=2',
  });
  expect(tags).toContainEqual({ title: 'Blog: MEI (página 2) | Contábil Online' });
  expect(tags).toContainEqual({
    tagName: 'link',
    rel: 'canonical',
    href: 'https://www.exemplo.com.br/blog?tag=mei&pagina=2',
  });
  expect(ldOf(tags, 'Blog')).toMatchObject({ blogPost: [{ headline: 'Fator R' }] });
});
