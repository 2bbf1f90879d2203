import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { FolderInput } from 'lucide-react';
import { DOCUMENT_GROUPS, documentTypeLabels, documentTypeSchema, type DocumentType } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { FormActions } from '~/components/ui/form-actions';
import { AppDialog } from '~/components/ui/dialog';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { Select, SelectContent, SelectItem, SelectItemText, SelectTrigger, SelectValue } from '~/components/ui/select';
import { documentsKeys } from '~/features/documents';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { saveAttachmentToVault } from '../api/conversations-api';

/** Guides and invoices have their own flows; everything else may be kept from a conversation. */
const VAULT_TYPES = documentTypeSchema.options.filter(
  (type) => !DOCUMENT_GROUPS.guide.includes(type) && !DOCUMENT_GROUPS.invoice.includes(type),
);

/** The accountant keeps an attachment in the company's documents, with a type and a title. */
export function SaveToVaultButton({
  companyId,
  conversationId,
  fileId,
  fileName,
}: {
  companyId: string;
  conversationId: string;
  fileId: string;
  fileName: string;
}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<DocumentType>('other');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await saveAttachmentToVault(client, companyId, conversationId, fileId, {
        type,
        title: title.trim() || undefined,
      });
      await queryClient.invalidateQueries({ queryKey: documentsKeys.company(companyId) });
      toast.success('Arquivo guardado nos documentos da empresa.');
      setOpen(false);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Não foi possível guardar o arquivo. Tente novamente.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" size="sm" className="h-7 px-2" onClick={() => setOpen(true)}>
        <FolderInput aria-hidden="true" /> Guardar nos documentos
        <span className="sr-only">: {fileName}</span>
      </Button>
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        isBusy={busy}
        title="Guardar nos documentos da empresa"
        description={`${fileName} passa a aparecer nos documentos da empresa, com o tipo e o título escolhidos.`}
      >
        <form onSubmit={(e) => void submit(e)} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-tipo`}>Tipo do documento</Label>
            <Select value={type} onValueChange={(value) => setType(value as DocumentType)} disabled={busy}>
              <SelectTrigger id={`${id}-tipo`}>
                <SelectValue>{documentTypeLabels[type]}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {VAULT_TYPES.map((option) => (
                  <SelectItem key={option} value={option}>
                    <SelectItemText>{documentTypeLabels[option]}</SelectItemText>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-titulo`}>Título (opcional)</Label>
            <Input id={`${id}-titulo`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
          </div>
          {error && <Alert tone="error">{error}</Alert>}
          <FormActions
            closeLabel="Cancelar"
            onClose={() => setOpen(false)}
            submitLabel="Guardar"
            busyLabel="Guardando…"
            isSubmitting={busy}
          />
        </form>
      </AppDialog>
    </>
  );
}
