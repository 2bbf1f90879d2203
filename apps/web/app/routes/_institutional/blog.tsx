import { BlogListPage } from '~/features/blog/components/blog-list-page';
import { blogListMeta } from '~/features/blog/blog-meta';
import type { Route } from './+types/blog';

export { blogListLoader as loader } from '~/features/blog/blog-list-route.server';
export { blogPageHeaders as headers } from '~/features/blog/blog-cache';

export const meta = (args: Route.MetaArgs) => (args.loaderData ? blogListMeta(args, args.loaderData) : []);

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} />;
}
