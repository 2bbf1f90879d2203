import { Outlet } from 'react-router';
import { AdminLayout } from '~/layouts/admin-layout';

export default function AdminBareLayoutRoute() {
  return (
    <AdminLayout variant="bare">
      <Outlet />
    </AdminLayout>
  );
}
