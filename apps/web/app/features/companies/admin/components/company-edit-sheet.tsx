import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { companySizeLabels, legalNatureLabels, type Company } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MaskedInput } from '~/components/ui/masked-input';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet';
import { AddressFields } from '~/features/address';
import { useApiClient } from '~/lib/api-client-context';
import { applyApiError } from '~/lib/api-form-errors';
import { toast } from '~/platform/toast';
import { refreshCompanyContext } from '~/session/company-context-api';
import { adminCompaniesKeys, updateCompany } from '../api/admin-companies-api';
import {
  COMPANY_EDIT_FIELDS,
  companyEditFormSchema,
  companyToEditForm,
  type CompanyEditFormOutput,
  type CompanyEditFormValues,
} from '../company-edit-form';
import { FormActions } from '~/components/ui/form-actions';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/** "Editar cadastro" on the admin company page: the button and the sheet with the form. */
export function CompanyEditButton({ company, lookupFetch }: { company: Company; lookupFetch?: typeof fetch }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" />
        Editar cadastro
      </Button>
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetContent
          side="right"
          closeLabel="Fechar"
          className="w-[min(40rem,100vw)] gap-6 overflow-y-auto p-5 sm:p-6"
        >
          <SheetTitle className="text-lg">Editar dados cadastrais</SheetTitle>
          <SheetDescription>
            Corrija o cadastro da empresa como está na Receita e na prefeitura. Cada alteração fica registrada no
            histórico da empresa.
          </SheetDescription>
          {open && (
            <CompanyEditForm
              company={company}
              onCancel={() => setOpen(false)}
              onSaved={() => setOpen(false)}
              {...(lookupFetch ? { lookupFetch } : {})}
            />
          )}
        </SheetContent>
      </Sheet>
    </>
  );
}

interface CompanyEditFormProps {
  company: Company;
  onCancel: () => void;
  onSaved: (company: Company) => void;
  lookupFetch?: typeof fetch;
}

/** `PUT /companies/{id}` with what the accountant changed (the API audits which fields). */
export function CompanyEditForm({ company, onCancel, onSaved, lookupFetch }: CompanyEditFormProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CompanyEditFormValues, unknown, CompanyEditFormOutput>({
    resolver: zodResolver(companyEditFormSchema) as never,
    defaultValues: companyToEditForm(company),
  });
  const save = useMutation({
    mutationFn: (changes: CompanyEditFormOutput) => updateCompany(client, company.id, changes),
    onSuccess: async (updated) => {
      queryClient.setQueryData(adminCompaniesKeys.company(company.id), updated);
      toast.success('Cadastro da empresa atualizado.');
      onSaved(updated);
      // The accountant may be looking at the company in their own context.
      void refreshCompanyContext(client, company.id);
      await queryClient.invalidateQueries({ queryKey: adminCompaniesKeys.all });
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (changes) => {
    setFormError(null);
    try {
      await save.mutateAsync(changes);
    } catch (error) {
      setFormError(applyApiError(error, form.setError, COMPANY_EDIT_FIELDS));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Dados cadastrais da empresa">
      {formError && <Alert tone="error">{formError}</Alert>}
      <FormField label="Razão social" error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nome fantasia (opcional)" error={errors.alias?.message}>
          <Input autoComplete="off" {...form.register('alias')} />
        </FormField>
        <FormField label="CNPJ" error={errors.cnpj?.message}>
          <MaskedInput mask="cnpj" autoComplete="off" placeholder="00.000.000/0000-00" {...form.register('cnpj')} />
        </FormField>
        <FormField label="Inscrição municipal (opcional)" error={errors.municipalInscription?.message}>
          <Input autoComplete="off" {...form.register('municipalInscription')} />
        </FormField>
        <FormField label="Data de abertura (opcional)" error={errors.openedOn?.message}>
          <MaskedInput mask="date" placeholder="dd/mm/aaaa" {...form.register('openedOn')} />
        </FormField>
        <FormField label="Natureza jurídica" error={errors.legalNature?.message}>
          <select className={SELECT_CLASS} {...form.register('legalNature')}>
            <option value="">Não informada</option>
            {Object.entries(legalNatureLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="Porte" error={errors.size?.message}>
          <select className={SELECT_CLASS} {...form.register('size')}>
            <option value="">Não informado</option>
            {Object.entries(companySizeLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <fieldset className="grid gap-4">
        <legend className="mb-2 text-sm font-medium">Endereço fiscal</legend>
        <AddressFields form={form} {...(lookupFetch ? { lookupFetch } : {})} />
      </fieldset>
      <FormActions
        closeLabel="Cancelar"
        onClose={onCancel}
        submitLabel="Salvar cadastro"
        busyLabel="Salvando…"
        isSubmitting={isSubmitting}
      />
    </form>
  );
}
