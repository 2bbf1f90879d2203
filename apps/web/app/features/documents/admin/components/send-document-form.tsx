import type { CompanyDocument } from '@contabil/contracts';
import {
  COMPANY_DOCUMENT_TYPES,
  DOCUMENT_FIELDS,
  documentFormSchema,
  EMPTY_DOCUMENT_FORM,
  fileRuleFor,
} from '../document-forms';
import { SendForm } from './send-form';

interface SendDocumentFormProps {
  companyId: string;
  onSent: (document: CompanyDocument) => void;
  onCancel: () => void;
}

/** "Enviar documento": the company's own documents (contrato social, cartão CNPJ...), statements and others. */
export function SendDocumentForm(props: SendDocumentFormProps) {
  return (
    <SendForm
      {...props}
      title="Enviar documento"
      description="Documentos da empresa que a contabilidade entrega: ficam disponíveis para ela baixar."
      schema={documentFormSchema}
      defaultValues={EMPTY_DOCUMENT_FORM}
      fields={DOCUMENT_FIELDS}
      typeLabel="Tipo do documento"
      types={COMPANY_DOCUMENT_TYPES}
      ruleFor={fileRuleFor}
      fileLabel="Arquivo"
      progressLabel="Envio do documento"
    />
  );
}
