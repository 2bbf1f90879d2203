// `/sitemap.xml`, the sitemap index (a resource route: loader only).
export { sitemapIndexLoader as loader } from '~/features/sitemap/sitemap-routes.server';
