import { absoluteSiteUrl, OG_IMAGE_PATH, publicSeoMeta, siteOriginFrom, type SeoMetaArgs } from '~/lib/seo';
import { PRODUCT_NAME } from '~/lib/site';
import type { BlogListData, BlogPostData } from './blog-page-data';
import { BLOG_PATH, blogListPath, blogPostPath } from './blog-paths';

export const BLOG_TITLE = 'Blog';
const TEAM_AUTHOR = `Equipe ${PRODUCT_NAME}`;
export const BLOG_DESCRIPTION =
  'Artigos sobre abertura de empresa, MEI, Simples Nacional, Fator R, notas fiscais e a rotina contábil de pequenas empresas, explicados sem juridiquês.';

/** `/blog`: one Blog object listing the page's posts. */
export function blogListMeta(args: SeoMetaArgs, data: BlogListData) {
  const { tag, page, posts, canonicalPath } = data;
  const origin = siteOriginFrom(args.matches);
  const pageSuffix = page > 1 ? ` (página ${page})` : '';
  const crumbs = [{ name: BLOG_TITLE, path: BLOG_PATH }];
  if (tag) crumbs.push({ name: tag.name, path: blogListPath(tag.slug) });
  return publicSeoMeta(args, {
    title: tag ? `Blog: ${tag.name}${pageSuffix}` : `${BLOG_TITLE}${pageSuffix}`,
    description: tag
      ? `Artigos sobre ${tag.name} para donos de pequenas empresas. ${BLOG_DESCRIPTION}`
      : BLOG_DESCRIPTION,
    path: canonicalPath,
    breadcrumbs: crumbs,
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: `Blog da ${PRODUCT_NAME}`,
        url: absoluteSiteUrl(origin, BLOG_PATH),
        inLanguage: 'pt-BR',
        blogPost: (posts ?? []).map((post) => ({
          '@type': 'BlogPosting',
          headline: post.title,
          url: absoluteSiteUrl(origin, blogPostPath(post.slug)),
          datePublished: post.publishedOn,
          dateModified: post.updatedOn,
        })),
      },
    ],
  });
}

/** `/blog/posts/{slug}`: an article, with a BlogPosting and the Blog > post trail. */
export function blogPostMeta(args: SeoMetaArgs, data: BlogPostData) {
  const { post, canonicalPath } = data;
  const origin = siteOriginFrom(args.matches);
  const url = absoluteSiteUrl(origin, canonicalPath);
  const image = absoluteSiteUrl(origin, post.cover?.src ?? OG_IMAGE_PATH);
  const tags = [
    ...publicSeoMeta(args, {
      title: post.title,
      description: post.description,
      path: canonicalPath,
      ogType: 'article',
      breadcrumbs: [
        { name: BLOG_TITLE, path: BLOG_PATH },
        { name: post.title, path: canonicalPath },
      ],
      structuredData: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          url,
          mainEntityOfPage: { '@type': 'WebPage', '@id': url },
          datePublished: post.publishedOn,
          dateModified: post.updatedOn,
          inLanguage: 'pt-BR',
          keywords: post.tags.map((tag) => tag.name).join(', '),
          timeRequired: `PT${post.readingMinutes}M`,
          image,
          author: { '@type': post.author === TEAM_AUTHOR ? 'Organization' : 'Person', name: post.author },
          publisher: {
            '@type': 'Organization',
            name: PRODUCT_NAME,
            logo: { '@type': 'ImageObject', url: absoluteSiteUrl(origin, '/favicon.svg') },
          },
        },
      ],
    }),
    { property: 'article:published_time', content: post.publishedOn },
    { property: 'article:modified_time', content: post.updatedOn },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag.name })),
  ];
  if (!post.cover) return tags;
  // The post's own cover replaces the site's image in link previews.
  return tags
    .filter((tag) => {
      const { property, name } = tag as { property?: unknown; name?: unknown };
      return !(typeof property === 'string' && property.startsWith('og:image')) && name !== 'twitter:image';
    })
    .concat([
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: post.cover.alt },
      { name: 'twitter:image', content: image },
    ]);
}
