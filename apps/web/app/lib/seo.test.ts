import { describe, expect, test } from 'vitest';
import { publicSeoMeta, type SeoMetaArgs } from './seo';

const args = (pathname: string, siteUrl = 'https://www.exemplo.com.br'): SeoMetaArgs => ({
  matches: [{ id: 'root', loaderData: { siteUrl } }],
  location: { pathname },
});

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((t) => t[key] === value);
const jsonLd = (tags: Tag[]) => tags.filter((t) => 'script:ld+json' in t).map((t) => t['script:ld+json'] as Tag);

describe('publicSeoMeta', () => {
  test('title, description, canonical and Open Graph from the site origin and the page path', () => {
    const tags = publicSeoMeta(args('/blog'), { title: 'Blog', description: 'Artigos.' }) as Tag[];
    expect(find(tags, 'title', 'Blog | Contábil Online')).toBeTruthy();
    expect(find(tags, 'name', 'description')).toMatchObject({ content: 'Artigos.' });
    expect(find(tags, 'rel', 'canonical')).toMatchObject({ href: 'https://www.exemplo.com.br/blog' });
    expect(find(tags, 'property', 'og:url')).toMatchObject({ content: 'https://www.exemplo.com.br/blog' });
    expect(find(tags, 'property', 'og:image')).toMatchObject({ content: 'https://www.exemplo.com.br/og-image.png' });
    expect(find(tags, 'property', 'og:locale')).toMatchObject({ content: 'pt_BR' });
    expect(find(tags, 'name', 'robots')).toBeUndefined();
  });

  test('a full title is used as is, and an explicit path wins over the location', () => {
    const tags = publicSeoMeta(args('/contador-em/sao-paulo-sp'), {
      title: 'Contabilidade online',
      fullTitle: true,
      description: 'x',
      path: '/contabilidade-em/sao-paulo-sp',
    }) as Tag[];
    expect(find(tags, 'title', 'Contabilidade online')).toBeTruthy();
    expect(find(tags, 'rel', 'canonical')).toMatchObject({
      href: 'https://www.exemplo.com.br/contabilidade-em/sao-paulo-sp',
    });
  });

  test('structured data: Organization always, BreadcrumbList from the home, FAQPage with questions', () => {
    const tags = publicSeoMeta(args('/abrir-empresa'), {
      title: 'Abrir empresa',
      description: 'x',
      breadcrumbs: [{ name: 'Abrir empresa', path: '/abrir-empresa' }],
      faq: [{ question: 'Quanto custa?', answer: 'A partir de R$ 89.' }],
      noindex: true,
    }) as Tag[];
    const [organization, breadcrumbs, faq] = jsonLd(tags);
    expect(organization).toMatchObject({ '@type': 'Organization', url: 'https://www.exemplo.com.br/' });
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Início', item: 'https://www.exemplo.com.br/' },
        { position: 2, name: 'Abrir empresa', item: 'https://www.exemplo.com.br/abrir-empresa' },
      ],
    });
    expect(faq).toMatchObject({
      '@type': 'FAQPage',
      mainEntity: [{ name: 'Quanto custa?', acceptedAnswer: { text: 'A partir de R$ 89.' } }],
    });
    expect(find(tags, 'name', 'robots')).toMatchObject({ content: 'noindex, follow' });
  });

  test('without breadcrumbs or questions only the Organization is described', () => {
    const tags = publicSeoMeta(args('/'), { title: 'Início', fullTitle: true, description: 'x' }) as Tag[];
    expect(jsonLd(tags).map((d) => d['@type'])).toEqual(['Organization']);
  });
});
