import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, Eye, UserX } from 'lucide-react';
import { formatPhone, ROLE_SYSTEM_ADMIN, supportAccessMessages, type AdminUser } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { PageSkeleton } from '~/components/ui/list-skeleton';
import { companyDetailPath } from '~/features/companies/admin';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DescriptionList, DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { useSession } from '~/session/use-session';
import {
  fetchActiveGrants,
  supportAccessKeys,
  enterSupportSession,
  SUPPORT_SESSION_HOME,
} from '~/features/support-access';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { adminUsersKeys, deactivateUser, fetchAdminUser, updateUserRoles } from '../admin-users-api';
import { roleLabel, roleLabels } from '../users-filters';
import { UserStatusBadge } from './user-status-badge';

export const USERS_LIST_PATH = '/app/admin/users';

/** One person as our team sees them: data, companies, global roles, support access and deactivation. */
export function UserDetailPage({ userId }: { userId: string }) {
  const client = useApiClient();
  const user = useQuery({
    queryKey: adminUsersKeys.user(userId),
    queryFn: ({ signal }) => fetchAdminUser(client, userId, signal),
  });

  return (
    <div className="grid gap-6">
      <Link
        to={USERS_LIST_PATH}
        className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Usuários
      </Link>
      {user.isPending ? (
        <PageSkeleton label="Carregando o usuário…" blocks={['h-40']} />
      ) : user.isError ? (
        <>
          <PageHeader title="Usuário" />
          <QueryError error={user.error} onRetry={() => void user.refetch()} />
        </>
      ) : (
        <UserDetail user={user.data} />
      )}
    </div>
  );
}

function UserDetail({ user }: { user: AdminUser }) {
  const isActive = user.status === 'active';
  return (
    <>
      <PageHeader title={user.displayName} description={user.email} actions={<UserStatusBadge user={user} />} />
      <DetailSection title="Dados">
        <DescriptionList
          items={[
            { label: 'Nome', value: user.displayName },
            { label: 'E-mail', value: user.email },
            { label: 'Celular', value: user.phoneNumber ? formatPhone(user.phoneNumber) : null },
            { label: 'Cadastro', value: formatDate(user.createdAt) },
            { label: 'Senha', value: user.hasPassword ? 'Definida' : 'Ainda não definida (link enviado por e-mail)' },
            ...(user.deactivatedAt ? [{ label: 'Desativado em', value: formatDateTime(user.deactivatedAt) }] : []),
            {
              label: 'Termos e privacidade',
              value:
                user.acceptedLegalVersion && user.legalAcceptedAt
                  ? `Versão de ${formatDate(user.acceptedLegalVersion)}, aceita em ${formatDateTime(user.legalAcceptedAt)}`
                  : 'Sem aceite registrado (conta criada pela equipe ou antes do registro)',
            },
            // LGPD art. 18, VI: the firm answers within 15 days and keeps what the law requires.
            ...(user.deletionRequestedAt
              ? [{ label: 'Pediu a exclusão da conta em', value: formatDateTime(user.deletionRequestedAt) }]
              : []),
          ]}
        />
      </DetailSection>
      <DetailSection title="Empresas">
        {user.memberships.length === 0 ? (
          <p className="text-sm text-muted-foreground">Não faz parte de nenhuma empresa.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Empresas do usuário">
            {user.memberships.map((membership) => (
              <li key={membership.companyId} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <Link
                  to={companyDetailPath(membership.companyId)}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {membership.companyName}
                </Link>
                <span className="text-muted-foreground">{roleLabel(membership.role)}</span>
              </li>
            ))}
          </ul>
        )}
      </DetailSection>
      {isActive && <RolesEditor user={user} />}
      {isActive && <SupportAccess user={user} />}
      {isActive && <Deactivate user={user} />}
    </>
  );
}

function RolesEditor({ user }: { user: AdminUser }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const isAdmin = user.roles.includes(ROLE_SYSTEM_ADMIN);
  const [wantsAdmin, setWantsAdmin] = useState(isAdmin);
  const [isSaving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const checkboxId = `papel-admin-${user.uid}`;

  const save = async () => {
    setSaving(true);
    setError(null);
    const others = user.roles.filter((role) => role !== ROLE_SYSTEM_ADMIN);
    try {
      await updateUserRoles(client, user.uid, wantsAdmin ? [...others, ROLE_SYSTEM_ADMIN] : others);
      toast.success('Papéis salvos. Valem a partir da próxima renovação da sessão da pessoa.');
      await queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível salvar os papéis. Tente novamente.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <DetailSection title="Papéis">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex items-start gap-3">
        <Checkbox id={checkboxId} checked={wantsAdmin} onCheckedChange={(checked) => setWantsAdmin(checked === true)} />
        <Label htmlFor={checkboxId} className="grid gap-1 leading-tight">
          {roleLabels[ROLE_SYSTEM_ADMIN]}
          <span className="text-xs font-normal text-muted-foreground">
            Equipe da Contábil Online: vê todas as empresas e a administração.
          </span>
        </Label>
      </div>
      <p className="text-sm text-muted-foreground">
        Os papéis em cada empresa (administrador ou membro) vêm dos convites da própria empresa.
      </p>
      <div className="flex justify-end">
        <Button
          onClick={() => void save()}
          disabled={isSaving || wantsAdmin === isAdmin}
          aria-busy={isSaving || undefined}
        >
          {isSaving ? 'Salvando…' : 'Salvar papéis'}
        </Button>
      </div>
    </DetailSection>
  );
}

function SupportAccess({ user }: { user: AdminUser }) {
  const client = useApiClient();
  const session = useSession();
  const [isOpening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grants = useQuery({
    queryKey: supportAccessKeys.adminGrants,
    queryFn: ({ signal }) => fetchActiveGrants(client, signal),
  });
  const own = (grants.data ?? []).filter((grant) => grant.userId === user.uid);
  const isSelf = session.currentUser?.uid === user.uid;

  const open = async () => {
    setOpening(true);
    setError(null);
    try {
      await enterSupportSession(client, user.uid);
      window.location.assign(SUPPORT_SESSION_HOME);
    } catch (err) {
      setOpening(false);
      setError(err instanceof ApiError ? err.message : 'Não foi possível abrir o acesso de suporte. Tente novamente.');
    }
  };

  return (
    <DetailSection title="Acesso de suporte">
      {error && <Alert tone="error">{error}</Alert>}
      <QueryStates
        query={grants}
        loading={<Skeleton className="h-10 w-full" />}
        empty={<p className="text-sm text-muted-foreground">{supportAccessMessages.noConsent}.</p>}
        isEmpty={() => own.length === 0}
      >
        {() => (
          <ul className="grid gap-1 text-sm" aria-label="Autorizações de suporte">
            {own.map((grant) => (
              <li key={grant.id}>
                Autorizado para <strong>{grant.companyName}</strong> até {formatDateTime(grant.expiresAt)}.
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
      {!isSelf && (
        <div className="flex justify-end">
          <Button
            variant="outline"
            onClick={() => void open()}
            disabled={own.length === 0 || isOpening}
            aria-busy={isOpening || undefined}
          >
            <Eye aria-hidden="true" />
            {isOpening ? 'Abrindo…' : 'Ver como este usuário'}
          </Button>
        </div>
      )}
    </DetailSection>
  );
}

function Deactivate({ user }: { user: AdminUser }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deactivateUser(client, user.uid);
      toast.success(`${user.displayName} foi desativado.`);
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: adminUsersKeys.all });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível desativar. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailSection title="Desativar conta">
      <p className="text-sm text-muted-foreground">
        A pessoa deixa de entrar na Contábil Online na hora, em todos os aparelhos. A conta e o histórico ficam
        guardados.
      </p>
      <div className="flex justify-end">
        <Button variant="outline" onClick={() => setOpen(true)}>
          <UserX aria-hidden="true" />
          Desativar usuário
        </Button>
      </div>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={(open) => {
          if (!open) setError(null);
          setOpen(open);
        }}
        title={`Desativar ${user.displayName}?`}
        description="A pessoa sai de todas as sessões e não consegue mais entrar. Para reativar, fale com o time técnico."
        confirmLabel="Desativar"
        busyLabel="Desativando…"
        isBusy={isBusy}
        error={error}
        onConfirm={() => void confirm()}
        tone="destructive"
      />
    </DetailSection>
  );
}
