import { documentTypeLabels, toCents, type CompanyDocument } from '@contabil/contracts';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { DescriptionList } from '~/components/ui/detail-section';
import { formatDate } from '~/lib/format/dates';
import { formatBrl } from '~/lib/format/money';
import { toast } from '~/platform/toast';
import { useMarkGuidePaid } from '../api/use-documents';
import { PDF_OR_IMAGE_FILE } from '~/lib/files/document-files';
import { formatCompetence } from '~/lib/format/months';
import { useSignedUpload } from '~/lib/files/use-signed-upload';
import { AppDialog } from '~/components/ui/dialog';
import { UploadField } from '~/components/ui/upload-field';

export const GUIDE_PAID_MESSAGE = 'Guia marcada como paga.';

interface MarkPaidDialogProps {
  companyId: string;
  /** The guide being marked, or null when closed. */
  guide: CompanyDocument | null;
  onClose: () => void;
}

/** "Marcar como paga": the receipt (optional) is sent first, with its progress, then the payment is confirmed. */
export function MarkPaidDialog({ companyId, guide, onClose }: MarkPaidDialogProps) {
  const upload = useSignedUpload(companyId, PDF_OR_IMAGE_FILE);
  const markPaid = useMarkGuidePaid(companyId);
  const isBusy = upload.isUploading || markPaid.isPending;

  const close = () => {
    upload.reset();
    markPaid.reset();
    onClose();
  };

  const confirm = () => {
    if (!guide) return;
    markPaid.mutate(
      { id: guide.id, receiptKey: upload.uploaded?.key ?? null },
      {
        onSuccess: () => {
          toast.success(GUIDE_PAID_MESSAGE);
          close();
        },
      },
    );
  };

  return (
    <AppDialog
      open={!!guide}
      onOpenChange={(open) => !open && close()}
      isBusy={isBusy}
      title="Marcar a guia como paga"
      description="Anexe o comprovante de pagamento, se tiver: nossos contadores conferem com a guia."
    >
      {guide && (
        <>
          <DescriptionList
            className="grid-cols-2 rounded-md border border-border bg-muted/40 p-4"
            items={[
              { label: 'Guia', value: documentTypeLabels[guide.type] },
              {
                label: 'Competência',
                value: guide.competence ? (
                  <span className="tabular-nums">{formatCompetence(guide.competence)}</span>
                ) : null,
              },
              {
                label: 'Valor',
                value:
                  guide.amount !== null ? (
                    <span className="tabular-nums">{formatBrl(toCents(guide.amount))}</span>
                  ) : null,
              },
              {
                label: 'Vencimento',
                value: guide.dueDate ? <span className="tabular-nums">{formatDate(guide.dueDate)}</span> : null,
              },
            ]}
          />
          <div className="grid gap-2">
            <UploadField
              upload={upload}
              label="Comprovante de pagamento (opcional)"
              hint="PDF ou foto do comprovante (JPG, PNG ou WebP), até 20 MB."
              rule={PDF_OR_IMAGE_FILE}
              disabled={markPaid.isPending}
              progressLabel="Envio do comprovante"
              doneText={(fileName) => `Comprovante ${fileName} anexado`}
              onFile={(file) => {
                if (file) void upload.start(file);
              }}
            />
            {(upload.status === 'done' || upload.status === 'failed') && (
              <div>
                <Button variant="link" disabled={markPaid.isPending} onClick={upload.reset}>
                  {upload.status === 'done' ? 'Remover o comprovante' : 'Continuar sem comprovante'}
                </Button>
              </div>
            )}
          </div>
          {markPaid.error && <Alert tone="error">{markPaid.error.message}</Alert>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={isBusy} onClick={close}>
              Cancelar
            </Button>
            <Button
              disabled={isBusy || upload.status === 'failed'}
              aria-busy={markPaid.isPending || undefined}
              onClick={confirm}
            >
              {markPaid.isPending ? 'Salvando…' : 'Confirmar pagamento'}
            </Button>
          </div>
        </>
      )}
    </AppDialog>
  );
}
