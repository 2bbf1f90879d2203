// `/robots.txt` (a resource route: loader only).
export { robotsLoader as loader } from '~/features/sitemap/sitemap-routes.server';
