import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCnpj, type Company } from '@contabil/contracts';
import { SubmitButton } from '~/components/ui/submit-button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { Textarea } from '~/components/ui/textarea';
import {
  downloadCompanyInfoFormSchema,
  type DownloadCompanyInfoFormInput,
  type DownloadCompanyInfoFormValues,
} from './accountant-step-schemas';
import { AccountantStepFormShell, useAccountantStepSubmit } from './accountant-step-form-shell';

const FIELDS = ['cnpj', 'legalName', 'openedAt', 'municipalInscription', 'stateInscription', 'notes'] as const;

/** The accountant hands over the registered company's data; it sets the company's CNPJ. */
export function DownloadCompanyInfoForm({ company }: { company: Company }) {
  const form = useForm<DownloadCompanyInfoFormInput, unknown, DownloadCompanyInfoFormValues>({
    resolver: zodResolver(downloadCompanyInfoFormSchema),
    defaultValues: {
      cnpj: company.cnpj ? formatCnpj(company.cnpj) : '',
      legalName: company.name,
      openedAt: '',
      municipalInscription: company.municipalInscription ?? '',
      stateInscription: '',
      notes: '',
    },
  });
  const { submit, formError } = useAccountantStepSubmit(company.id, 'download-company-info', form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;

  return (
    <AccountantStepFormShell
      title="Enviar os dados da empresa"
      description="Com o CNPJ, a empresa deixa de ser um pedido: o cliente recebe os dados no aplicativo."
      formError={formError}
      onSubmit={form.handleSubmit(submit)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="CNPJ" error={errors.cnpj?.message}>
          <MaskedInput mask="cnpj" autoComplete="off" placeholder="00.000.000/0000-00" {...form.register('cnpj')} />
        </FormField>
        <FormField label="Data de abertura" error={errors.openedAt?.message}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('openedAt')} />
        </FormField>
      </div>
      <FormField label="Razão social" error={errors.legalName?.message}>
        <Input {...form.register('legalName')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Inscrição municipal (opcional)" error={errors.municipalInscription?.message}>
          <Input autoComplete="off" {...form.register('municipalInscription')} />
        </FormField>
        <FormField label="Inscrição estadual (opcional)" error={errors.stateInscription?.message}>
          <Input autoComplete="off" {...form.register('stateInscription')} />
        </FormField>
      </div>
      <FormField label="Observações para o cliente (opcional)" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <SubmitButton
        label="Enviar dados da empresa"
        busyLabel="Enviando…"
        isSubmitting={isSubmitting}
        className="sm:w-fit"
      />
    </AccountantStepFormShell>
  );
}
