import { useRef, useState, type ReactNode } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { ChevronRight } from 'lucide-react';
import type { NfsSavedTaker } from '@contabil/contracts';
import { AddressFields } from '~/features/address';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { MoneyInput } from '~/components/ui/money-input';
import { Textarea } from '~/components/ui/textarea';
import { normalizeCnpj } from '@contabil/contracts';
import { hasAddress, savedTakerToForm } from '../invoice-form';
import { setInvoiceField, type InvoiceForm } from './form-setters';
import { SavedTakerPicker } from './saved-taker-picker';
import { ServiceCodeField } from './service-code-field';
import { TakerDocumentField } from './taker-document-field';

interface InvoiceFieldsProps<TOut extends FieldValues> {
  form: InvoiceForm<TOut>;
  companyId: string;
  /** The field beside the value: the competence date (a request) or the day of the month (a schedule). */
  whenField: ReactNode;
}

/** What a request and a schedule share: the taker (who pays) and the service (what, how much). */
export function InvoiceFields<TOut extends FieldValues>({ form, companyId, whenField }: InvoiceFieldsProps<TOut>) {
  const { errors } = useFormState({ control: form.control });
  const filledFor = useRef<string | null>(null);
  const [addressOpen, setAddressOpen] = useState(() => hasAddress(form.getValues('address')));
  // A message under an address field must be seen.
  const showAddress = addressOpen || !!errors.address;

  const pickTaker = (taker: NfsSavedTaker) => {
    const values = savedTakerToForm(taker);
    // The saved data wins over the Receita's for this CNPJ.
    if (taker.emissionType === 'cnpj') filledFor.current = normalizeCnpj(taker.document);
    setInvoiceField(form, 'emissionType', values.emissionType);
    setInvoiceField(form, 'cnpj', values.cnpj);
    setInvoiceField(form, 'cpf', values.cpf);
    setInvoiceField(form, 'taker', values.taker);
    setInvoiceField(form, 'address', values.address);
    setAddressOpen(hasAddress(values.address));
  };

  return (
    <>
      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-base font-semibold">Tomador do serviço</legend>
        <SavedTakerPicker companyId={companyId} onPick={pickTaker} />
        <TakerDocumentField form={form} filledFor={filledFor} onAddressFilled={() => setAddressOpen(true)} />
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Nome ou razão social" error={errors.taker?.name?.message}>
            <Input autoComplete="off" {...form.register('taker.name')} />
          </FormField>
          <FormField
            label="E-mail do tomador (opcional)"
            error={errors.taker?.email?.message}
            hint="Para o sistema nacional enviar a nota a ele."
          >
            <Input
              type="email"
              inputMode="email"
              spellCheck={false}
              autoComplete="off"
              {...form.register('taker.email')}
            />
          </FormField>
        </div>
        <div className="grid gap-4 rounded-md border border-border p-4">
          <button
            type="button"
            aria-expanded={showAddress}
            onClick={() => setAddressOpen(!showAddress)}
            className="-m-1 flex cursor-pointer items-center gap-2 rounded-sm p-1 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
          >
            <ChevronRight
              className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${showAddress ? 'rotate-90' : ''}`}
              aria-hidden="true"
            />
            Endereço do tomador (opcional)
          </button>
          {showAddress && <AddressFields form={form} />}
        </div>
      </fieldset>

      <fieldset className="grid min-w-0 gap-5">
        <legend className="mb-4 text-base font-semibold">Serviço</legend>
        <ServiceCodeField form={form} />
        <FormField
          label="Descrição do serviço"
          error={errors.serviceDescription?.message}
          hint="Como deve sair na nota."
        >
          <Textarea rows={3} maxLength={1000} {...form.register('serviceDescription')} />
        </FormField>
        <div className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Valor total" error={errors.totalValue?.message}>
            <MoneyInput {...form.register('totalValue')} />
          </FormField>
          {whenField}
        </div>
        <FormField
          label="Observações (opcional)"
          error={errors.notes?.message}
          hint="Algo que o contador precisa saber."
        >
          <Textarea rows={2} maxLength={1000} {...form.register('notes')} />
        </FormField>
      </fieldset>
    </>
  );
}
