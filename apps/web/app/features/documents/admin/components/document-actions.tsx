import type { ComponentType } from 'react';
import { Download, Eye, Trash2 } from 'lucide-react';
import type { CompanyDocument } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { useDocumentDownload } from '~/features/documents';
import { cn } from '~/lib/cn';

interface IconActionProps {
  label: string;
  /** The document's name, for the accessible name ("Baixar: DAS 03/2026"). */
  name: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}

/** A square button with an icon; the label shows as a tooltip and is read out with the document's name. */
export function IconAction({ label, name, icon: Icon, onClick, disabled, className }: IconActionProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      className={cn('w-9 px-0', className)}
      title={label}
      aria-label={`${label}: ${name}`}
      disabled={disabled}
      aria-busy={disabled || undefined}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

export function PreviewAction({ name, onClick }: { name: string; onClick: () => void }) {
  return <IconAction label="Visualizar" name={name} icon={Eye} onClick={onClick} />;
}

export function DeleteAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <IconAction
      label="Excluir"
      name={name}
      icon={Trash2}
      onClick={onClick}
      className="text-destructive hover:text-destructive"
    />
  );
}

/** Asks for a signed download link when pressed (it lives minutes) and saves the file from it. */
export function DownloadAction({
  companyId,
  document,
  name,
}: {
  companyId: string;
  document: Pick<CompanyDocument, 'key' | 'fileName'>;
  name: string;
}) {
  const { isBusy, download } = useDocumentDownload(companyId, document);

  return <IconAction label="Baixar" name={name} icon={Download} disabled={isBusy} onClick={() => void download()} />;
}
