import { documentStatusLabels, type DocumentStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { documentStatusTones } from '~/features/documents';

/** The status as our accountants read it (the contract's labels; the customer's screens word pending their own way). */
export function AdminDocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={documentStatusTones[status]}>{documentStatusLabels[status]}</Badge>;
}
