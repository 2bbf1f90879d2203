import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { MailPlus, RotateCw, ShieldAlert, UserPlus, X } from 'lucide-react';
import {
  inviteStatusLabels,
  membershipRoleLabels,
  ROLE_COMPANY_ADMIN,
  type Invite,
  type InviteCreate,
} from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { DetailSection } from '~/components/ui/detail-section';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ForContextCompany } from '~/session/for-context-company';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { canManageInvite, inviteStatusTones } from '../invite-status';
import { createInvite, fetchInvites, invitesKeys, resendInvite, revokeInvite } from '../invites-api';
import { InviteForm } from './invite-form';

export const ONLY_ADMINS_INVITE =
  'Só administradores da empresa podem convidar pessoas. Peça a um administrador da sua empresa para enviar o convite.';

/** Who else may use the company: invite by e-mail, follow the invites, resend or revoke them. */
export function InvitesPage() {
  return (
    <div className="grid gap-8">
      <PageHeader
        title="Convites"
        description="Convide sócios e colegas para acessar a empresa com o próprio e-mail e senha."
      />
      <ForContextCompany noCompanyText="Os convites são de uma empresa. Escolha a empresa no topo da página.">
        {(company) => <CompanyInvites companyId={company.id} companyName={company.alias || company.name} />}
      </ForContextCompany>
    </div>
  );
}

function CompanyInvites({ companyId, companyName }: { companyId: string; companyName: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const [revoking, setRevoking] = useState<Invite | null>(null);
  const [resending, setResending] = useState<string | null>(null);
  const invites = useQuery({
    queryKey: invitesKeys.list(companyId, offset),
    queryFn: ({ signal }) => fetchInvites(client, companyId, offset, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitesKeys.all });

  if (invites.error instanceof ApiError && invites.error.status === 403) {
    return (
      <EmptyState icon={ShieldAlert} title="Convites são feitos pelos administradores">
        <p>{ONLY_ADMINS_INVITE}</p>
      </EmptyState>
    );
  }

  const invite = async (values: InviteCreate) => {
    const sent = await createInvite(client, companyId, values);
    toast.success(`Convite enviado para ${sent.email}.`);
    setOffset(0);
    await refresh();
  };

  const resend = async (item: Invite) => {
    setResending(item.id);
    try {
      await resendInvite(client, item.id);
      toast.success(`Convite reenviado para ${item.email}. O link anterior deixou de valer.`);
      await refresh();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível reenviar o convite.');
    } finally {
      setResending(null);
    }
  };

  return (
    <>
      <DetailSection title={`Convidar para ${companyName}`}>
        <InviteForm onSubmit={invite} />
      </DetailSection>
      <section aria-labelledby="convites-enviados" className="grid gap-4">
        <h2 id="convites-enviados" className="text-lg font-semibold tracking-tight">
          Convites enviados
        </h2>
        <QueryStates
          query={invites}
          loading={<ListSkeleton rows={3} label="Carregando convites…" />}
          keepDataOnError
          empty={
            <EmptyState icon={UserPlus} title="Nenhum convite enviado ainda" headingLevel="h3">
              <p>Quem você convidar aparece aqui, com a situação do convite.</p>
            </EmptyState>
          }
        >
          {(data) => (
            <div className="grid gap-4" aria-busy={invites.isFetching || undefined}>
              <ul className="grid gap-3" aria-label="Convites enviados">
                {data.items.map((item) => (
                  <InviteItem
                    key={item.id}
                    invite={item}
                    isResending={resending === item.id}
                    onResend={() => void resend(item)}
                    onRevoke={() => setRevoking(item)}
                  />
                ))}
              </ul>
              <ListPagination page={data} noun="convites" onChange={setOffset} />
            </div>
          )}
        </QueryStates>
      </section>
      <RevokeInviteDialog invite={revoking} onClose={() => setRevoking(null)} onRevoked={refresh} />
    </>
  );
}

function InviteItem({
  invite,
  isResending,
  onResend,
  onRevoke,
}: {
  invite: Invite;
  isResending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const headingId = `convite-${invite.id}`;
  return (
    <li
      aria-labelledby={headingId}
      className="grid gap-3 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-medium break-all">
            {invite.email}
          </h3>
          <Badge tone={inviteStatusTones[invite.status]}>{inviteStatusLabels[invite.status]}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {invite.role === ROLE_COMPANY_ADMIN ? 'Administrador' : membershipRoleLabels[invite.role]} · enviado em{' '}
          {formatDate(invite.lastSentAt)} por {invite.invitedBy.name}
          {invite.status === 'pending' && <> · vale até {formatDate(invite.expiresAt)}</>}
          {invite.acceptedAt && <> · aceito em {formatDate(invite.acceptedAt)}</>}
        </p>
      </div>
      {canManageInvite(invite.status) && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={onResend}
            disabled={isResending}
            aria-busy={isResending || undefined}
            aria-label={`Reenviar o convite para ${invite.email}`}
          >
            <RotateCw aria-hidden="true" />
            {isResending ? 'Reenviando…' : 'Reenviar'}
          </Button>
          <Button variant="outline" size="sm" onClick={onRevoke} aria-label={`Revogar o convite para ${invite.email}`}>
            <X aria-hidden="true" />
            Revogar
          </Button>
        </div>
      )}
      {invite.status === 'expired' && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground sm:justify-end">
          <MailPlus className="size-4" aria-hidden="true" />
          Convide de novo pelo formulário acima.
        </p>
      )}
    </li>
  );
}

function RevokeInviteDialog({
  invite,
  onClose,
  onRevoked,
}: {
  invite: Invite | null;
  onClose: () => void;
  onRevoked: () => Promise<unknown>;
}) {
  const client = useApiClient();
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    if (!invite) return;
    setBusy(true);
    setError(null);
    try {
      await revokeInvite(client, invite.id);
      toast.success(`Convite para ${invite.email} revogado.`);
      onClose();
      await onRevoked();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível revogar o convite. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      open={invite !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
      title={`Revogar o convite para ${invite?.email ?? ''}?`}
      description="O link do e-mail deixa de funcionar. Você pode convidar a pessoa de novo depois."
      confirmLabel="Revogar convite"
      cancelLabel="Voltar"
      busyLabel="Revogando…"
      isBusy={isBusy}
      error={error}
      onConfirm={() => void confirm()}
      tone="destructive"
    />
  );
}
