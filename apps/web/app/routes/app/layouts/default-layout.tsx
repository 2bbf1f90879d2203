import { Outlet } from 'react-router';
import { DefaultLayout } from '~/layouts/default-layout';

export default function DefaultLayoutRoute() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
