import type { CompanyDocument } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { brasiliaToday } from '~/lib/brasilia-today';
import { displayedStatus, documentStatusLabel, documentStatusTones } from '../document-status';

/** The document's status; a guide past its due date shows as overdue even before the API moves it. */
export function DocumentStatusBadge({ document }: { document: Pick<CompanyDocument, 'type' | 'status' | 'dueDate'> }) {
  const status = displayedStatus(document, brasiliaToday());
  return <Badge tone={documentStatusTones[status]}>{documentStatusLabel({ type: document.type, status })}</Badge>;
}
