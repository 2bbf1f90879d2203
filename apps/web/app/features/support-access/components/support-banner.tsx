import { useState } from 'react';
import { Eye } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { toast } from '~/platform/toast';
import { useSession } from '~/session/use-session';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { leaveSupportSession, SUPPORT_SESSION_EXIT, supportSessionEndTime } from '../support-session';

/** On every page of a support session: whose app this is, until when, and the way back. */
export function SupportBanner() {
  const { claims, currentUser } = useSession();
  const client = useApiClient();
  const [isLeaving, setLeaving] = useState(false);
  if (!claims?.support) return null;
  const until = supportSessionEndTime(claims);

  const leave = async () => {
    setLeaving(true);
    try {
      await leaveSupportSession(client);
      window.location.assign(SUPPORT_SESSION_EXIT);
    } catch (error) {
      setLeaving(false);
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível encerrar. Tente novamente.');
    }
  };

  return (
    <div role="status" className="border-b border-primary/30 bg-primary-soft px-4 py-2 text-sm text-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2">
          <Eye className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <span>
            Você está vendo o app como <strong>{currentUser?.displayName ?? 'outro usuário'}</strong>
            {until && <> (acesso de suporte até {until})</>}
          </span>
        </p>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void leave()}
          disabled={isLeaving}
          aria-busy={isLeaving || undefined}
        >
          {isLeaving ? 'Encerrando…' : 'Encerrar'}
        </Button>
      </div>
    </div>
  );
}
