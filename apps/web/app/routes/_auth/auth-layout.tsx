import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME } from '~/lib/site';
import type { Route } from './+types/auth-layout';

export const meta: Route.MetaFunction = () => [
  { title: `Entrar | ${PRODUCT_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-muted px-4 py-10 sm:px-6">
      <div className="w-full max-w-sm">
        <Link
          to="/"
          className="mx-auto mb-6 block w-fit rounded-sm text-center text-lg font-semibold tracking-tight text-primary"
        >
          {PRODUCT_NAME}
        </Link>
        <Outlet />
      </div>
    </div>
  );
}
