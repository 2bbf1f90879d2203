import { Outlet } from 'react-router';
import { authMiddleware } from '~/session/session-middleware.server';
import type { Route } from './+types/auth-guard';

/** Pages that need a signed-in user (spec: middleware "auth"). */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware];

// A server loader makes client-side navigations ask the server too, so the
// middleware runs on every navigation, not only on full page loads.
export function loader() {
  return null;
}

export default function AuthGuard() {
  return <Outlet />;
}
