import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft, Building2 } from 'lucide-react';
import { pickPartnerData, validatePartnerData, type PartnerProgram } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { PageSkeleton } from '~/components/ui/list-skeleton';
import { DetailSection } from '~/components/ui/detail-section';
import { QueryError } from '~/components/ui/query-error';
import { useSession } from '~/session/use-session';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { canEnrol, enrolmentFieldErrors, partnerPagePath } from '../partner-paths';
import { fetchPartner, partnersKeys, sendEnrolment } from '../partners-api';
import { PartnerFieldInput } from './partner-field-input';
import { SENT_PARAM } from './partner-page';

/** The partner's own form, drawn from its fields; sends the company's enrolment and goes back to the partner's page. */
export function PartnerWizard({ slug }: { slug: string }) {
  const client = useApiClient();
  const { contextCompany } = useSession();
  const companyId = contextCompany?.id ?? null;
  const detail = useQuery({
    queryKey: partnersKeys.detail(slug, companyId),
    queryFn: ({ signal }) => fetchPartner(client, slug, companyId, signal),
  });

  const back = (
    <Link
      to={partnerPagePath(slug)}
      className="flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {detail.data?.partner.name ?? 'Parceiro'}
    </Link>
  );

  if (!contextCompany) {
    return (
      <div className="grid gap-6">
        {back}
        <EmptyState
          icon={Building2}
          title="Nenhuma empresa selecionada"
          action={{ to: '/app/panel', label: 'Ir para o painel' }}
        >
          <p>A adesão é de uma empresa. Entre numa empresa para participar.</p>
        </EmptyState>
      </div>
    );
  }
  if (detail.isPending) {
    return <PageSkeleton label="Carregando o formulário…" blocks={['h-80']} />;
  }
  if (detail.isError) {
    return (
      <div className="grid gap-6">
        {back}
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { partner, enrolment } = detail.data;
  return (
    <div className="grid gap-6">
      {back}
      <PageHeader
        eyebrow={`Parceria ${partner.name}`}
        title={`Participar: ${partner.name}`}
        description={`Os dados abaixo vão para ${partner.name}, que entra em contato com ${contextCompany.alias || contextCompany.name}.`}
      />
      {canEnrol(enrolment) ? (
        <EnrolmentForm partner={partner} companyId={contextCompany.id} />
      ) : (
        <Alert>A empresa já enviou a adesão. Acompanhe a resposta na página do parceiro.</Alert>
      )}
    </div>
  );
}

function EnrolmentForm({ partner, companyId }: { partner: PartnerProgram; companyId: string }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const found = validatePartnerData(partner.fields, values);
    setErrors(found);
    const first = partner.fields.find((field) => found[field.key]);
    if (first) {
      document.getElementById(`campo-${first.key}`)?.focus();
      return;
    }
    setSending(true);
    try {
      await sendEnrolment(client, partner.slug, companyId, pickPartnerData(partner.fields, values));
      await queryClient.invalidateQueries({ queryKey: partnersKeys.all });
      await navigate(`${partnerPagePath(partner.slug)}?${SENT_PARAM}=1`);
    } catch (error) {
      setSending(false);
      if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        setErrors(enrolmentFieldErrors(error.fields));
      setFormError(error instanceof ApiError ? error.message : 'Não foi possível enviar. Tente novamente.');
    }
  };

  return (
    <DetailSection title="Dados para o parceiro">
      <form
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
        className="grid gap-5"
        aria-label={`Adesão a ${partner.name}`}
      >
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className="grid items-start gap-5 sm:grid-cols-2">
          {partner.fields.map((field) => (
            <PartnerFieldInput
              key={field.key}
              field={field}
              value={values[field.key] ?? ''}
              error={errors[field.key]}
              onChange={(value) => setValues((before) => ({ ...before, [field.key]: value }))}
            />
          ))}
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to={partnerPagePath(partner.slug)}
            className="self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Cancelar
          </Link>
          <Button type="submit" size="lg" disabled={isSending} aria-busy={isSending || undefined}>
            {isSending ? 'Enviando…' : 'Enviar adesão'}
          </Button>
        </div>
      </form>
    </DetailSection>
  );
}
