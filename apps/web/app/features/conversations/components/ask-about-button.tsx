import { useState } from 'react';
import { useNavigate } from 'react-router';
import { MessageCircleQuestion } from 'lucide-react';
import type { ConversationSubjectType } from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { openConversation } from '../api/conversations-api';

/** "Perguntar sobre esta nota": opens (or finds) the thread of the subject and goes to it. */
export function AskAboutButton({
  companyId,
  subjectType,
  subjectId,
  label,
  srSuffix,
  size = 'md',
}: {
  companyId: string;
  subjectType: Exclude<ConversationSubjectType, 'general'>;
  subjectId: string;
  label: string;
  /** Read after the label by screen readers, naming the item in a list ("Perguntar: Guia DAS"). */
  srSuffix?: string;
  size?: 'sm' | 'md';
}) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const thread = await openConversation(client, companyId, { subjectType, subjectId });
      await navigate(`/app/conversations/${thread.id}`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível abrir a conversa.');
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size={size} onClick={() => void open()} disabled={busy}>
      <MessageCircleQuestion aria-hidden="true" /> {label}
      {srSuffix && <span className="sr-only">: {srSuffix}</span>}
    </Button>
  );
}
