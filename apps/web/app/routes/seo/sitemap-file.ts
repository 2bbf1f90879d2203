// `/sitemaps/{name}.xml`, one file of the sitemap index (a resource route: loader only).
export { sitemapFileLoader as loader } from '~/features/sitemap/sitemap-routes.server';
