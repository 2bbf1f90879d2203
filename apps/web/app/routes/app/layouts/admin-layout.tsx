import { Outlet } from 'react-router';
import { AdminLayout } from '~/layouts/admin-layout';

// Registered twice in routes.ts (under the auth guard and under the company guard), with an id each.
export default function AdminLayoutRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
