import { useEffect } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { formatCnpj, type Track, type TrackId } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { buttonVariants } from '~/components/ui/button-variants';
import { fetchCompanyContext } from '~/session/company-context-api';
import { useApiClient } from '~/lib/api-client-context';
import { isoToBrDate } from '~/lib/masks';
import { storeSession } from '~/lib/session-cookies';
import { companyStatusQueryKey, fetchCompanyStatus } from '../api/track-api';
import { stepPayload } from '../wizard-state';

export const PANEL_PATH = '/app/panel';

/** The track is done: what our accountants delivered, and the way to the panel. */
export function TrackResult({ companyId, trackId, track }: { companyId: string; trackId: TrackId; track: Track }) {
  const client = useApiClient();
  const company = useQuery({
    queryKey: companyStatusQueryKey(companyId),
    queryFn: () => fetchCompanyStatus(client, companyId),
  });
  // The guards read the company from the cookies: bring them up to date before the panel.
  useEffect(() => {
    fetchCompanyContext(client, companyId)
      .then(storeSession)
      .catch(() => undefined);
  }, [client, companyId]);

  const info = stepPayload(track, 'download-company-info');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);
  const rows = [
    { term: 'CNPJ', value: text(info?.cnpj) && formatCnpj(info!.cnpj as string) },
    { term: 'Razão social', value: text(info?.legalName) },
    { term: 'Data de abertura', value: text(info?.openedAt) && isoToBrDate(info!.openedAt as string) },
    { term: 'Inscrição municipal', value: text(info?.municipalInscription) ?? 'Não informada' },
    ...(text(info?.stateInscription) ? [{ term: 'Inscrição estadual', value: text(info?.stateInscription) }] : []),
  ].filter((row) => row.value);
  const notes = text(info?.notes);
  const isActive = company.data?.status === 'active';

  return (
    <section aria-labelledby="track-result-title" className="grid gap-6">
      <div className="flex items-start gap-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-success-soft text-success">
          <CircleCheck className="size-6" aria-hidden="true" />
        </span>
        <div className="grid gap-1">
          <h2 id="track-result-title" className="text-xl font-semibold tracking-tight sm:text-2xl">
            {trackId === 'create-company' ? 'Sua empresa está aberta!' : 'A troca de contador terminou!'}
          </h2>
          <p className="text-muted-foreground">
            {trackId === 'create-company'
              ? 'Estes são os dados da sua nova empresa.'
              : 'A contabilidade da sua empresa agora é com a gente. Estes são os dados dela.'}
          </p>
        </div>
      </div>

      {rows.length > 0 && (
        <dl className="grid gap-4 rounded-lg border border-border bg-surface p-5 sm:grid-cols-2 sm:p-6">
          {rows.map((row) => (
            <div key={row.term} className="grid min-w-0 gap-1">
              <dt className="text-sm text-muted-foreground">{row.term}</dt>
              <dd className="font-semibold break-words">{row.value}</dd>
            </div>
          ))}
          {notes && (
            <div className="grid gap-1 sm:col-span-2">
              <dt className="text-sm text-muted-foreground">Observações do contador</dt>
              <dd className="whitespace-pre-line">{notes}</dd>
            </div>
          )}
        </dl>
      )}

      {!company.isPending && !isActive && (
        <Alert>
          Sua empresa será ativada pelo nosso time. Assim que isso acontecer, o painel mostra tudo o que a contabilidade
          faz por ela.
        </Alert>
      )}

      <Link
        to={PANEL_PATH}
        className={buttonVariants({ size: 'lg', className: 'w-full sm:w-auto sm:justify-self-start' })}
      >
        Ir para o painel
      </Link>
    </section>
  );
}
