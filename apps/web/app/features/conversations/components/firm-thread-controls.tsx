import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, RotateCcw } from 'lucide-react';
import type { ConversationDetail, ConversationStatus } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '~/components/ui/select';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { assignConversation, changeStatus, conversationKeys, fetchAccountants } from '../api/conversations-api';

const NOBODY = 'ninguem';

const moves: Record<ConversationStatus, { to: ConversationStatus; label: string; Icon: typeof Clock }[]> = {
  open: [
    { to: 'waiting_customer', label: 'Aguardar cliente', Icon: Clock },
    { to: 'resolved', label: 'Marcar como resolvida', Icon: CheckCircle2 },
  ],
  waiting_customer: [
    { to: 'open', label: 'Reabrir', Icon: RotateCcw },
    { to: 'resolved', label: 'Marcar como resolvida', Icon: CheckCircle2 },
  ],
  resolved: [{ to: 'open', label: 'Reabrir', Icon: RotateCcw }],
};

/** The accountant's controls of a thread: who answers it, and its status. */
export function FirmThreadControls({ thread }: { thread: ConversationDetail }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const accountants = useQuery({ queryKey: conversationKeys.accountants, queryFn: () => fetchAccountants(client) });
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
      toast.success(done);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível salvar. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 sm:w-64 sm:shrink-0">
      <div className="grid gap-1.5">
        <Label htmlFor="responsavel">Responsável</Label>
        <Select
          value={thread.assigneeId ?? NOBODY}
          disabled={busy || !accountants.data}
          onValueChange={(value) =>
            void run(
              () => assignConversation(client, thread.companyId, thread.id, value === NOBODY ? null : value),
              'Responsável atualizado.',
            )
          }
        >
          <SelectTrigger id="responsavel">
            <SelectValue>{thread.assigneeName ?? 'Sem responsável'}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={NOBODY}>Sem responsável</SelectItem>
            {accountants.data?.map((a) => (
              <SelectItem key={a.id} value={a.id}>
                {a.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-wrap gap-2">
        {moves[thread.status].map(({ to, label, Icon }) => (
          <Button
            key={to}
            variant={to === 'resolved' ? 'primary' : 'outline'}
            size="sm"
            disabled={busy}
            onClick={() => void run(() => changeStatus(client, thread.companyId, thread.id, to), 'Status atualizado.')}
          >
            <Icon aria-hidden="true" /> {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
