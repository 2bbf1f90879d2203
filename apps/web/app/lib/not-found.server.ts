import { data } from 'react-router';
import { requestedPath } from './requested-path';

/**
 * Answers 404 with "Page not found: {path}" (spec section 8), the query included, for
 * root's ErrorBoundary to show. Works for document requests and for the `.data`
 * requests of client-side navigations alike.
 */
export function notFound(request: Request): never {
  throw data(`Page not found: ${requestedPath(request)}`, { status: 404 });
}
