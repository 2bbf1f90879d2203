import { Outlet } from 'react-router';
import { InstitutionalLayout } from '~/layouts/institutional-layout';
import { useFirm } from '~/lib/firm';
import type { Route } from './+types/institutional-layout';

export { institutionalLayoutLoader as loader } from '~/features/areas/institutional-layout-route.server';
// Every public page is kept by browsers and CDNs unless it exports its own `headers` (lib/public-cache.ts).
export { publicPageHeaders as headers } from '~/lib/public-cache';

// The footer's areas change with a deploy: no need to ask again on each navigation.
export function shouldRevalidate() {
  return false;
}

export default function InstitutionalLayoutRoute({ loaderData }: Route.ComponentProps) {
  const firm = useFirm();
  return (
    <InstitutionalLayout areas={loaderData.areas} firm={firm}>
      <Outlet />
    </InstitutionalLayout>
  );
}
