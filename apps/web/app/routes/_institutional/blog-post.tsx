import { BlogPostPage } from '~/features/blog/components/blog-post-page';
import { blogPostMeta } from '~/features/blog/blog-meta';
import type { Route } from './+types/blog-post';

export { blogPostLoader as loader } from '~/features/blog/blog-post-route.server';
export { blogPageHeaders as headers } from '~/features/blog/blog-cache';

export const meta = (args: Route.MetaArgs) => (args.loaderData ? blogPostMeta(args, args.loaderData) : []);

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
