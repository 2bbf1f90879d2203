import { documentTypeLabels, type CompanyDocument } from '@contabil/contracts';
import { ReasonDialog } from '~/components/reason-dialog';
import { rejectFormSchema, type RejectFormValues } from '../document-forms';

interface RejectDocumentDialogProps {
  document: CompanyDocument;
  onClose: () => void;
  /** Sends the status change; rejects with the API's error. */
  onReject: (values: RejectFormValues) => Promise<void>;
}

/** "Recusar": the reason is required and goes to the company. */
export function RejectDocumentDialog({ document, onClose, onReject }: RejectDocumentDialogProps) {
  return (
    <ReasonDialog
      title="Recusar o documento?"
      description={`${documentTypeLabels[document.type]}: ${document.fileName}. A empresa vê o motivo e pode enviar outro.`}
      formLabel="Recusar o documento"
      hint="Diga o que falta ou o que corrigir, por exemplo: a página de assinaturas não está legível."
      submitLabel="Recusar documento"
      schema={rejectFormSchema}
      onClose={onClose}
      onSubmit={onReject}
    />
  );
}
