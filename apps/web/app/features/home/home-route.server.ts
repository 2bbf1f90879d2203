import { data, type LoaderFunctionArgs } from 'react-router';
import type { Plan } from '@contabil/contracts';
import { blogContent } from '~/features/blog/index.server';
import type { BlogPostSummary } from '~/features/blog';
import { fetchPublicPlans } from '~/features/plans/index.server';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';

export const HOME_LATEST_POSTS = 3;

export interface HomePageData {
  /** null when the plans could not be loaded: the page still sells, without prices. */
  plans: Plan[] | null;
  /** The newest posts; empty when the content source could not answer. */
  posts: BlogPostSummary[];
}

/** `/`: the plans on sale and the newest blog posts. Neither failing stops the home from rendering. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const [plans, posts] = await Promise.all([
    fetchPublicPlans(request.signal),
    blogContent()
      .listPosts({ page: 1, perPage: HOME_LATEST_POSTS })
      .then((page) => page.posts)
      .catch((err: unknown) => {
        console.error(`home: blog posts not loaded: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      }),
  ]);
  const page: HomePageData = { plans, posts };
  // Without the plans the page still sells, but no one keeps it: the next visitor gets the prices.
  return data(page, { headers: { 'Cache-Control': plans ? PUBLIC_PAGE_CACHE_CONTROL : NO_STORE } });
}
