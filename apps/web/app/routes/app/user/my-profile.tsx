import { ProfilePage } from '~/features/users/components/profile-page';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Meu perfil');

export default function MyProfilePage() {
  return <ProfilePage />;
}
