import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Check, ExternalLink, Handshake } from 'lucide-react';
import { partnerEnrolmentStatusLabels, type PartnerEnrolment } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Badge } from '~/components/ui/badge';
import { buttonVariants } from '~/components/ui/button-variants';
import { PageHeader } from '~/components/ui/page-header';
import { PageSkeleton } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { formatDate } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ForContextCompany } from '~/session/for-context-company';
import { useSession } from '~/session/use-session';
import { useApiClient } from '~/lib/api-client-context';
import { canEnrol, enrolmentStatusTones, partnerWizardPath } from '../partner-paths';
import { fetchPartner, partnersKeys } from '../partners-api';

/** Back from the wizard: `?enviado=1`. */
export const SENT_PARAM = 'enviado';
export const ENROLMENT_SENT = 'Adesão enviada. O parceiro entra em contato pelos dados informados.';

/** A partner's page: what it offers and where the company's enrolment stands. */
export function PartnerPage({ slug }: { slug: string }) {
  const client = useApiClient();
  const { contextCompany } = useSession();
  const companyId = contextCompany?.id ?? null;
  const detail = useQuery({
    queryKey: partnersKeys.detail(slug, companyId),
    queryFn: ({ signal }) => fetchPartner(client, slug, companyId, signal),
  });
  useSentToast();

  if (detail.isPending) {
    return <PageSkeleton label="Carregando o parceiro…" blocks={['h-48']} />;
  }
  if (detail.isError) {
    return (
      <div className="grid gap-6">
        <PageHeader title="Parceiro" />
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }

  const { partner, enrolment } = detail.data;
  return (
    <div className="grid gap-6">
      <PageHeader eyebrow="Parceiros" title={partner.name} description={partner.description} />
      {partner.benefits.length > 0 && (
        <DetailSection title="Benefícios">
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {partner.benefits.map((benefit) => (
              <li key={benefit} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
          {partner.websiteUrl && (
            <a
              href={partner.websiteUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Site de {partner.name}
              <ExternalLink className="ml-1 inline size-3.5 align-[-2px]" aria-hidden="true" />{' '}
              <span className="sr-only">(abre em nova aba)</span>
            </a>
          )}
        </DetailSection>
      )}
      <ForContextCompany noCompanyText="A adesão é de uma empresa. Escolha a empresa no topo da página para participar.">
        {(company) => (
          <EnrolmentSection
            slug={slug}
            companyName={company.alias || company.name}
            enrolment={enrolment}
            isActive={partner.active}
          />
        )}
      </ForContextCompany>
    </div>
  );
}

function EnrolmentSection({
  slug,
  companyName,
  enrolment,
  isActive,
}: {
  slug: string;
  companyName: string;
  enrolment: PartnerEnrolment | null;
  isActive: boolean;
}) {
  return (
    <DetailSection
      title={`Adesão de ${companyName}`}
      actions={
        enrolment && (
          <Badge tone={enrolmentStatusTones[enrolment.status]}>{partnerEnrolmentStatusLabels[enrolment.status]}</Badge>
        )
      }
    >
      {!enrolment && <p className="text-sm text-muted-foreground">A empresa ainda não pediu para participar.</p>}
      {enrolment?.status === 'sent' && (
        <p className="text-sm">
          Enviada em {formatDate(enrolment.createdAt)} por {enrolment.submittedBy}. O parceiro analisa e responde por
          aqui.
        </p>
      )}
      {enrolment?.status === 'accepted' && (
        <Alert tone="success">
          Adesão aceita{enrolment.decidedAt && <> em {formatDate(enrolment.decidedAt)}</>}. O parceiro entra em contato
          pelos dados enviados.
        </Alert>
      )}
      {enrolment?.status === 'declined' && (
        <Alert tone="error">
          Adesão recusada{enrolment.decidedAt && <> em {formatDate(enrolment.decidedAt)}</>}
          {enrolment.statusReason && <>: {enrolment.statusReason}</>}. Você pode enviar de novo com os dados corrigidos.
        </Alert>
      )}
      {canEnrol(enrolment) &&
        (isActive ? (
          <Link to={partnerWizardPath(slug)} className={buttonVariants({ className: 'w-fit' })}>
            <Handshake aria-hidden="true" />
            Quero participar
          </Link>
        ) : (
          <p className="text-sm text-muted-foreground">Este parceiro não está recebendo adesões no momento.</p>
        ))}
    </DetailSection>
  );
}

function useSentToast() {
  const [searchParams, setSearchParams] = useSearchParams();
  const handled = useRef(false);
  const sent = searchParams.get(SENT_PARAM) === '1';
  useEffect(() => {
    if (!sent || handled.current) return;
    handled.current = true;
    toast.success(ENROLMENT_SENT, { id: 'adesao' });
    setSearchParams(
      (params) => {
        params.delete(SENT_PARAM);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the page comes back from sending
  }, [sent]);
}
