import { notFound } from '~/lib/not-found.server';
import type { Route } from './+types/not-found';

export function loader({ request }: Route.LoaderArgs) {
  notFound(request);
}

// Never drawn (the loader always throws), but without a component this would be a
// resource route, answering the error as raw data instead of root's error page.
export default function NotFound() {
  return null;
}
