import { conversationStatusLabels, type ConversationStatus } from '@contabil/contracts';
import { Badge } from '~/components/ui/badge';

const tones = { open: 'primary', waiting_customer: 'warning', resolved: 'success' } as const;

export function ConversationStatusBadge({ status }: { status: ConversationStatus }) {
  return <Badge tone={tones[status]}>{conversationStatusLabels[status]}</Badge>;
}
