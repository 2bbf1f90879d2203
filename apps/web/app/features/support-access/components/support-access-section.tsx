import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { SUPPORT_GRANT_HOURS, supportGrantHoursLabels } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Fieldset } from '~/components/ui/fieldset';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { Skeleton } from '~/components/ui/skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { formatDateTime } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { fetchOwnGrant, grantSupportAccess, revokeSupportAccess, supportAccessKeys } from '../support-access-api';

type Hours = (typeof SUPPORT_GRANT_HOURS)[number];

/** Lets our team see the app as the person, for the company in context, for a while; revocable. */
export function SupportAccessSection({ companyId, companyName }: { companyId: string; companyName: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<Hours>(24);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const grant = useQuery({
    queryKey: supportAccessKeys.grant(companyId),
    queryFn: ({ signal }) => fetchOwnGrant(client, companyId, signal),
  });

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      toast.success(done);
      await queryClient.invalidateQueries({ queryKey: supportAccessKeys.grant(companyId) });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível concluir. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DetailSection title="Acesso de suporte">
      <p className="text-sm text-muted-foreground">
        Para resolver um problema, a nossa equipe pode ver a Contábil Online como você vê, em {companyName}, pelo tempo
        que você escolher. Tudo o que for feito fica registrado, e você pode encerrar quando quiser.
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      <QueryStates query={grant} loading={<Skeleton className="h-20 w-full" />}>
        {(open) =>
          open ? (
            <div className="grid gap-3 rounded-md border border-success-border bg-success-soft p-4 sm:flex sm:items-center sm:justify-between">
              <p className="flex items-center gap-2 text-sm text-success">
                <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
                <span>
                  Acesso de suporte liberado até <strong>{formatDateTime(open.expiresAt)}</strong>.
                </span>
              </p>
              <Button
                variant="outline"
                disabled={isBusy}
                aria-busy={isBusy || undefined}
                onClick={() => void run(() => revokeSupportAccess(client, open.id), 'Acesso de suporte encerrado.')}
              >
                {isBusy ? 'Encerrando…' : 'Encerrar acesso'}
              </Button>
            </div>
          ) : (
            <div className="grid gap-4">
              <Fieldset legend="Liberar o acesso por">
                <RadioGroup
                  value={String(hours)}
                  onValueChange={(value) => setHours(Number(value) as Hours)}
                  className="grid-cols-3"
                >
                  {SUPPORT_GRANT_HOURS.map((option) => (
                    <RadioCard key={option} value={String(option)} label={supportGrantHoursLabels[option]} />
                  ))}
                </RadioGroup>
              </Fieldset>
              <div className="flex justify-end">
                <Button
                  disabled={isBusy}
                  aria-busy={isBusy || undefined}
                  onClick={() =>
                    void run(
                      () => grantSupportAccess(client, { companyId, hours }),
                      `Acesso de suporte liberado por ${supportGrantHoursLabels[hours]}.`,
                    )
                  }
                >
                  {isBusy ? 'Liberando…' : 'Liberar acesso de suporte'}
                </Button>
              </div>
            </div>
          )
        }
      </QueryStates>
    </DetailSection>
  );
}
