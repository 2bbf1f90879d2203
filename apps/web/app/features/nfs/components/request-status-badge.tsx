import { nfsRequestStatusLabels, type NfsRequestStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';
import { requestStatusTones } from '../request-status';

export function RequestStatusBadge({ status }: { status: NfsRequestStatus }) {
  return <Badge tone={requestStatusTones[status]}>{nfsRequestStatusLabels[status]}</Badge>;
}
