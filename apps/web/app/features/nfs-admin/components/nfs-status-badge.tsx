import { nfsRequestStatusLabels, type NfsRequestStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';

const TONES = {
  requested: 'primary',
  processing: 'neutral',
  issued: 'success',
  rejected: 'destructive',
  cancelled: 'neutral',
} as const satisfies Record<NfsRequestStatus, 'neutral' | 'primary' | 'success' | 'destructive'>;

export function NfsStatusBadge({ status }: { status: NfsRequestStatus }) {
  return (
    <Badge
      tone={TONES[status]}
      className={status === 'processing' ? 'border-amber-300 bg-amber-50 text-amber-900' : undefined}
    >
      {nfsRequestStatusLabels[status]}
    </Badge>
  );
}
