import { Outlet } from 'react-router';
import { DefaultLayout } from '~/components/layouts/default-layout';

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
