import { Outlet } from 'react-router';
import { authMiddleware, companyRequirementsMiddleware } from '~/session/session-middleware.server';
import type { Route } from './+types/company-guard';

/** Pages that need a signed-in user whose company meets the requirements (spec: "auth", "company-requirements"). */
export const middleware: Route.MiddlewareFunction[] = [authMiddleware, companyRequirementsMiddleware];

// See auth-guard.tsx: the loader makes client navigations pass through the middlewares.
export function loader() {
  return null;
}

export default function CompanyGuard() {
  return <Outlet />;
}
