import { data } from 'react-router';
import { NOT_FOUND_TITLE, NotFoundContent } from '~/layouts/not-found-content';
import { pageTitle } from '~/lib/page-meta';

// A 404 status, so that search engines do not index this page as content.
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: pageTitle(NOT_FOUND_TITLE) }, { name: 'robots', content: 'noindex' }];

/** The generic 404 page of the spec ("Page Not Found"), for links that send people to /404. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
