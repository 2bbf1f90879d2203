import type { CompanyDocument } from '@contabil/contracts';
import { FormField } from '~/components/ui/form-field';
import { MaskedInput } from '~/components/ui/masked-input';
import { MoneyInput } from '~/components/ui/money-input';
import { PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { COMPETENCE_MASK } from '~/lib/masks';
import { EMPTY_GUIDE_FORM, GUIDE_FIELDS, GUIDE_TYPES, guideFormSchema } from '../document-forms';
import { SendForm } from './send-form';

interface SendGuideFormProps {
  companyId: string;
  onSent: (document: CompanyDocument) => void;
  onCancel: () => void;
}

/** "Enviar guia": a tax guide with competence, due date and amount; the company is e-mailed about it. */
export function SendGuideForm(props: SendGuideFormProps) {
  return (
    <SendForm
      {...props}
      title="Enviar guia"
      description="A empresa recebe um e-mail com a guia e um lembrete três dias antes do vencimento."
      schema={guideFormSchema}
      defaultValues={EMPTY_GUIDE_FORM}
      fields={GUIDE_FIELDS}
      typeLabel="Tipo da guia"
      types={GUIDE_TYPES}
      ruleFor={() => PDF_OR_IMAGE_FILE}
      titleHint="Sem título, a guia aparece como o tipo e a competência, por exemplo: DAS 03/2025."
      fileLabel="Arquivo da guia"
      progressLabel="Envio da guia"
    >
      {(form) => {
        const { errors } = form.formState;
        return (
          <>
            <FormField label="Competência" hint="mm/aaaa" error={errors.competence?.message}>
              <MaskedInput
                mask={COMPETENCE_MASK}
                placeholder="mm/aaaa"
                autoComplete="off"
                {...form.register('competence')}
              />
            </FormField>
            <FormField label="Vencimento" hint="dd/mm/aaaa" error={errors.dueDate?.message}>
              <MaskedInput mask="date" placeholder="dd/mm/aaaa" autoComplete="off" {...form.register('dueDate')} />
            </FormField>
            <FormField label="Valor" error={errors.amount?.message}>
              <MoneyInput {...form.register('amount')} />
            </FormField>
          </>
        );
      }}
    </SendForm>
  );
}
