import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Check, Copy, Gift, Share2 } from 'lucide-react';
import { referralStageLabels, type Referral } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { Button } from '~/components/ui/button';
import { WhatsAppLink } from '~/components/ui/whatsapp-link';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { Skeleton } from '~/components/ui/skeleton';
import { Loading } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryStates } from '~/components/ui/query-states';
import { formatDate } from '~/lib/format/dates';
import { formatReais } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { useApiClient } from '~/lib/api-client-context';
import { referralStageTones, signedUpSentence, whatsappShareLink } from '../referral-format';
import { fetchReferrals, referralsKeys } from '../referrals-api';

export const LINK_COPIED = 'Link de indicação copiado';

/** The referral link to share, who signed up through it and the credits earned. */
export function ReferralsPage() {
  const client = useApiClient();
  const summary = useQuery({ queryKey: referralsKeys.me, queryFn: ({ signal }) => fetchReferrals(client, signal) });

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Indicações"
        description="Indique a Contábil Online para outros empreendedores e ganhe créditos."
      />
      <QueryStates
        query={summary}
        loading={
          <Loading label="Carregando as indicações…" className="grid gap-4">
            <Skeleton className="h-36 w-full" />
            <Skeleton className="h-48 w-full" />
          </Loading>
        }
      >
        {(data) => (
          <>
            <DetailSection title="Seu link de indicação">
              <p className="text-sm text-muted-foreground">{data.rule}</p>
              <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center">
                <code className="min-w-0 flex-1 rounded-md bg-muted px-3 py-2 font-mono text-sm break-all select-all">
                  {data.link}
                </code>
                <div className="flex flex-wrap gap-2">
                  <CopyLinkButton link={data.link} />
                  <WhatsAppLink href={whatsappShareLink(data.link)}>Enviar pelo WhatsApp</WhatsAppLink>
                </div>
              </div>
              {!data.creditedCompanyId && (
                <p className="text-sm text-muted-foreground">
                  Os créditos vão para a sua primeira empresa na Contábil Online, assim que você tiver uma.
                </p>
              )}
            </DetailSection>
            <section aria-labelledby="indicados" className="grid gap-4">
              <div className="flex flex-wrap items-end justify-between gap-2">
                <h2 id="indicados" className="text-lg font-semibold tracking-tight">
                  Quem você indicou
                </h2>
                <p className="text-sm">
                  Créditos ganhos: <strong className="text-base tabular-nums">{formatReais(data.totalReward)}</strong>
                </p>
              </div>
              {data.referrals.length === 0 ? (
                <EmptyState icon={Share2} title="Ninguém se cadastrou pelo seu link ainda" headingLevel="h3">
                  <p>Compartilhe o link acima. Quem se cadastrar por ele aparece aqui, com a etapa em que está.</p>
                </EmptyState>
              ) : (
                <>
                  <p className="text-sm text-muted-foreground">{signedUpSentence(data.referrals.length)}</p>
                  <ul className="grid gap-3" aria-label="Pessoas indicadas">
                    {data.referrals.map((referral, index) => (
                      <ReferralItem key={`${referral.signedUpAt}-${index}`} referral={referral} />
                    ))}
                  </ul>
                </>
              )}
            </section>
          </>
        )}
      </QueryStates>
    </div>
  );
}

function ReferralItem({ referral }: { referral: Referral }) {
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-center sm:gap-6">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium break-words">{referral.name}</span>
        <span className="text-xs text-muted-foreground">Cadastro em {formatDate(referral.signedUpAt)}</span>
      </div>
      <Badge tone={referralStageTones[referral.stage]}>{referralStageLabels[referral.stage]}</Badge>
      <span className="text-sm tabular-nums sm:text-right">
        {referral.reward > 0 ? (
          <>
            <Gift className="mr-1 inline size-4 align-[-3px] text-success" aria-hidden="true" />
            <strong>{formatReais(referral.reward)}</strong>
            {referral.rewardedAt && (
              <span className="text-muted-foreground"> em {formatDate(referral.rewardedAt)}</span>
            )}
          </>
        ) : (
          <span className="text-muted-foreground">Sem crédito ainda</span>
        )}
      </span>
    </li>
  );
}

function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      toast.success(LINK_COPIED);
      setTimeout(() => setCopied(false), 3_000);
    } catch {
      toast.error('Não foi possível copiar. Selecione o link e copie manualmente.');
    }
  };
  return (
    <Button variant="outline" onClick={() => void copy()} className="shrink-0">
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      {copied ? 'Copiado' : 'Copiar link'}
    </Button>
  );
}
