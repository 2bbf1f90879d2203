import { UserRound } from 'lucide-react';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { useSession } from '~/features/session/use-session';
import { appPageMeta } from '~/lib/page-meta';

export const meta = () => appPageMeta('Meu perfil');

export default function MyProfilePage() {
  const { currentUser } = useSession();
  return (
    <div className="grid gap-8">
      <PageHeader title="Meu perfil" description="Os seus dados de acesso à Contábil Online." />
      {currentUser && (
        <dl className="grid gap-4 rounded-lg border border-border bg-surface p-6 sm:grid-cols-2">
          <div className="grid min-w-0 gap-1">
            <dt className="text-sm text-muted-foreground">Nome</dt>
            <dd className="font-medium break-words">{currentUser.displayName}</dd>
          </div>
          <div className="grid min-w-0 gap-1">
            <dt className="text-sm text-muted-foreground">E-mail</dt>
            <dd className="font-medium break-all">{currentUser.email}</dd>
          </div>
        </dl>
      )}
      <EmptyState icon={UserRound} title="Em breve por aqui">
        <p>Aqui você vai atualizar o seu nome, o seu telefone e a sua foto, e trocar a sua senha.</p>
      </EmptyState>
    </div>
  );
}
