import { Outlet } from 'react-router';
import { InstitutionalLayout } from '~/components/layouts/institutional-layout';

export default function InstitutionalLayoutRoute() {
  return (
    <InstitutionalLayout>
      <Outlet />
    </InstitutionalLayout>
  );
}
