import { useEffect, type RefObject } from 'react';
import { Controller, useWatch, type FieldValues } from 'react-hook-form';
import { emissionTypeLabels, normalizeCnpj, type EmissionType } from '@contabil/contracts';
import { addressToForm } from '~/features/address';
import { useCnpjLookup } from '~/features/companies';
import { Fieldset } from '~/components/ui/fieldset';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { RadioCard, RadioGroup } from '~/components/ui/radio-group';
import { CnpjLookupStatus } from './cnpj-lookup-status';
import { setInvoiceField, type InvoiceForm } from './form-setters';

const EMISSION_TYPES = Object.entries(emissionTypeLabels) as [EmissionType, string][];

interface TakerDocumentFieldProps<TOut extends FieldValues> {
  form: InvoiceForm<TOut>;
  /** The CNPJ whose Receita data already filled the form (or that a saved taker filled): not again. */
  filledFor: RefObject<string | null>;
  /** The Receita had the taker's address: the address fields are shown. */
  onAddressFilled: () => void;
}

/**
 * Company or person, then the CNPJ or the CPF. A complete, valid CNPJ is looked up at
 * the Receita and its name and address fill the taker's fields; the person can still
 * change them, or type everything when the lookup finds nothing.
 */
export function TakerDocumentField<TOut extends FieldValues>({
  form,
  filledFor,
  onAddressFilled,
}: TakerDocumentFieldProps<TOut>) {
  const { errors } = form.formState;
  const [emissionType, cnpj] = useWatch({ control: form.control, name: ['emissionType', 'cnpj'] });
  const lookup = useCnpjLookup(emissionType === 'cnpj' ? cnpj : '');
  const company = lookup.data?.company;

  useEffect(() => {
    if (!company || !lookup.isValid) return;
    const normalized = normalizeCnpj(cnpj);
    if (filledFor.current === normalized) return;
    filledFor.current = normalized;
    setInvoiceField(form, 'taker.name', company.legalName);
    if (company.address) {
      setInvoiceField(form, 'address', addressToForm(company.address));
      onAddressFilled();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new answer of the Receita fills the form, not each keystroke
  }, [company]);

  return (
    <div className="grid gap-5">
      <Controller
        control={form.control}
        name="emissionType"
        render={({ field }) => (
          <Fieldset legend="Quem contratou o serviço?" error={errors.emissionType?.message}>
            <RadioGroup
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(value as EmissionType)}
              aria-label="Quem contratou o serviço?"
              className="sm:grid-cols-2"
              ref={field.ref}
            >
              {EMISSION_TYPES.map(([value, label]) => (
                <RadioCard key={value} value={value} label={label} />
              ))}
            </RadioGroup>
          </Fieldset>
        )}
      />
      <div className="grid gap-2 sm:max-w-sm">
        {emissionType === 'cnpj' ? (
          <FormField
            label="CNPJ do tomador"
            error={errors.cnpj?.message}
            hint="Aceita o CNPJ com letras (novo formato)."
          >
            <MaskedInput mask="cnpj" placeholder="00.000.000/0000-00" autoComplete="off" {...form.register('cnpj')} />
          </FormField>
        ) : (
          <FormField label="CPF do tomador" error={errors.cpf?.message} className="sm:max-w-sm">
            <MaskedInput mask="cpf" placeholder="000.000.000-00" autoComplete="off" {...form.register('cpf')} />
          </FormField>
        )}
        {emissionType === 'cnpj' && <CnpjLookupStatus lookup={lookup} />}
      </div>
    </div>
  );
}
