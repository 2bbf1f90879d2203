import { data, type LoaderFunctionArgs } from 'react-router';
import type { Plan } from '@contabil/contracts';
import { blogContent } from '~/features/blog/index.server';
import type { BlogPostSummary, LandingTexts } from '~/features/blog';
import { fetchPublicPlans } from '~/features/plans/index.server';
import { NO_STORE, PUBLIC_PAGE_CACHE_CONTROL } from '~/lib/public-cache';
import { HOME_FAQ, HOME_FEATURES, HOME_STEPS } from './home-content';

export const HOME_LATEST_POSTS = 3;

export interface HomePageData {
  /** null when the plans could not be loaded: the page still sells, without prices. */
  plans: Plan[] | null;
  /** The newest posts; empty when the content source could not answer. */
  posts: BlogPostSummary[];
  /** The editable texts: the content service's where it has them, else the repository's (home-content.ts). */
  texts: LandingTexts;
}

/** The home's texts from the content source (Storyblok's `pages/home`), each list falling back to the repository's. */
async function homeTexts(): Promise<LandingTexts> {
  const source = blogContent();
  const fromSource = await (source.landingTexts?.('home') ?? Promise.resolve({})).catch((err: unknown) => {
    console.error(`home: texts not loaded: ${err instanceof Error ? err.message : String(err)}`);
    return {};
  });
  return {
    features: [...HOME_FEATURES],
    steps: [...HOME_STEPS],
    faq: [...HOME_FAQ],
    ...fromSource,
  };
}

/** `/`: the plans on sale, the newest blog posts and the editable texts. None failing stops the home from rendering. */
export async function homeLoader({ request }: LoaderFunctionArgs) {
  const [plans, posts, texts] = await Promise.all([
    fetchPublicPlans(request.signal),
    blogContent()
      .listPosts({ page: 1, perPage: HOME_LATEST_POSTS })
      .then((page) => page.posts)
      .catch((err: unknown) => {
        console.error(`home: blog posts not loaded: ${err instanceof Error ? err.message : String(err)}`);
        return [];
      }),
    homeTexts(),
  ]);
  const page: HomePageData = { plans, posts, texts };
  // Without the plans the page still sells, but no one keeps it: the next visitor gets the prices.
  return data(page, { headers: { 'Cache-Control': plans ? PUBLIC_PAGE_CACHE_CONTROL : NO_STORE } });
}
