import { DetailSection } from '~/components/ui/detail-section';
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ChevronDown, Plug, RefreshCw } from 'lucide-react';
import {
  bankAccountKindLabels,
  bankConnectionProviderLabels,
  bankConnectionStatusLabels,
  type BankConnection,
} from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate, formatDateTime } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { fetchCoraAuthorizationUrl } from '../api/bank-statements-api';
import { useBankConnection, useBankConnections, useSyncConnection } from '../api/use-bank-statements';
import { importCountsText } from '../import-summary';

const STATUS_TONES = { active: 'success', error: 'destructive', expired: 'warning' } as const;

/** Sends the browser to Cora's authorization page; Cora sends it back to /app/auth/cora/callback. */
export function useConnectCora(companyId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: () => fetchCoraAuthorizationUrl(client, companyId),
    onSuccess: (url) => window.location.assign(url),
  });
}

/** "Conectar Cora" and the company's bank connections (only for users with the "cora" feature). */
export function CoraConnectionsCard({ companyId }: { companyId: string }) {
  const connect = useConnectCora(companyId);
  const connections = useBankConnections(companyId, true);
  // After a success the browser is on its way to Cora: the button stays busy.
  const isLeaving = connect.isPending || connect.isSuccess;

  return (
    <DetailSection
      title="Conta Cora"
      description="Conecte a conta PJ do banco Cora e as transações chegam sozinhas, sem exportar arquivos. Você autoriza no site do Cora e volta para cá."
      className="shadow-sm"
    >
      <div>
        <Button onClick={() => connect.mutate()} disabled={isLeaving} aria-busy={isLeaving || undefined}>
          <Plug aria-hidden="true" />
          {isLeaving ? 'Abrindo o Cora…' : connections.data?.length ? 'Conectar outra conta Cora' : 'Conectar Cora'}
        </Button>
      </div>
      {connect.isError && <Alert tone="error">{connect.error.message}</Alert>}
      <QueryStates
        query={connections}
        loading={<ListSkeleton rows={1} label="Carregando as conexões…" />}
        empty={<p className="text-sm text-muted-foreground">Nenhuma conta conectada ainda.</p>}
      >
        {(data) => (
          <ul className="grid gap-3" aria-label="Conexões bancárias">
            {data.map((connection) => (
              <ConnectionItem key={connection.id} companyId={companyId} connection={connection} />
            ))}
          </ul>
        )}
      </QueryStates>
    </DetailSection>
  );
}

function ConnectionItem({ companyId, connection }: { companyId: string; connection: BankConnection }) {
  const sync = useSyncConnection(companyId);
  const detailId = useId();
  const [isOpen, setOpen] = useState(false);
  return (
    <li className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{bankConnectionProviderLabels[connection.provider]}</span>
        <Badge tone={STATUS_TONES[connection.status]}>{bankConnectionStatusLabels[connection.status]}</Badge>
      </div>
      {connection.accounts.length > 0 && (
        <p className="[overflow-wrap:anywhere] text-muted-foreground">
          {connection.accounts.map((account) => account.name).join(', ')}
        </p>
      )}
      <p className="text-muted-foreground">
        {connection.lastSyncAt
          ? `Última sincronização: ${formatDateTime(connection.lastSyncAt)}`
          : 'Ainda não sincronizada'}
      </p>
      {connection.lastError && <Alert tone="error">{connection.lastError}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={sync.isPending}
          aria-busy={sync.isPending || undefined}
          onClick={() =>
            sync.mutate(connection.id, {
              onSuccess: (result) => toast.success(`Cora sincronizado: ${importCountsText(result)}.`),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <RefreshCw
            className={sync.isPending ? 'animate-spin motion-reduce:animate-none' : undefined}
            aria-hidden="true"
          />
          {sync.isPending ? 'Sincronizando…' : 'Sincronizar agora'}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={detailId}
          onClick={() => setOpen((open) => !open)}
        >
          <ChevronDown className={isOpen ? 'rotate-180' : undefined} aria-hidden="true" />
          {isOpen ? 'Ocultar detalhes' : 'Ver detalhes'}
        </Button>
      </div>
      {isOpen && <ConnectionDetail id={detailId} companyId={companyId} connectionId={connection.id} />}
    </li>
  );
}

/** The connection as `GET /bank-statements/connections/{id}` answers it: since when, and each account's balance. */
function ConnectionDetail({ id, companyId, connectionId }: { id: string; companyId: string; connectionId: string }) {
  const detail = useBankConnection(companyId, connectionId, true);
  return (
    <div id={id} className="grid gap-2 border-t border-border pt-2">
      <QueryStates query={detail} loading={<ListSkeleton rows={1} label="Carregando os detalhes da conexão…" />}>
        {(data) => (
          <>
            <p className="text-muted-foreground">Conectada em {formatDateTime(data.createdAt)}</p>
            {data.accounts.length === 0 ? (
              <p className="text-muted-foreground">Nenhuma conta trazida ainda.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Contas da conexão">
                {data.accounts.map((account) => (
                  <li key={account.id} className="grid gap-0.5">
                    <span className="font-medium [overflow-wrap:anywhere]">{account.name}</span>
                    <span className="text-muted-foreground">
                      {bankAccountKindLabels[account.kind]} ·{' '}
                      {account.balance === null
                        ? 'Saldo ainda não informado'
                        : `Saldo ${formatReais(account.balance)}${account.balanceDate ? ` em ${formatDate(account.balanceDate)}` : ''}`}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}
