import { useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { PageHeader } from '~/components/ui/page-header';
import { ListPagination } from '~/components/ui/list-pagination';
import { ListSkeleton } from '~/components/ui/list-skeleton';
import { QueryStates } from '~/components/ui/query-states';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { conversationKeys, fetchCompanyConversations, openConversation } from '../api/conversations-api';
import { ConversationList } from './conversation-list';

/** The company's conversations with the firm: the general one and those about notes, documents, transactions. */
export function CustomerConversationsPage({ companyId }: { companyId: string }) {
  const client = useApiClient();
  const navigate = useNavigate();
  const [offset, setOffset] = useState(0);
  const [opening, setOpening] = useState(false);
  const list = useQuery({
    queryKey: conversationKeys.company(companyId, offset),
    queryFn: () => fetchCompanyConversations(client, companyId, offset),
    placeholderData: keepPreviousData,
  });

  const talk = async () => {
    setOpening(true);
    try {
      const thread = await openConversation(client, companyId, { subjectType: 'general' });
      await navigate(`/app/conversations/${thread.id}`);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível abrir a conversa.');
      setOpening(false);
    }
  };

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Conversas"
        description="Fale com o seu contador. Respondemos por aqui e avisamos por e-mail quando você não estiver online."
        actions={
          <Button onClick={() => void talk()} disabled={opening}>
            <MessagesSquare aria-hidden="true" /> Falar com o contador
          </Button>
        }
      />
      <QueryStates
        query={list}
        loading={<ListSkeleton label="Carregando conversas…" />}
        empty={
          <EmptyState icon={MessagesSquare} title="Nenhuma conversa ainda">
            <p>
              Use “Falar com o contador” para uma dúvida geral, ou “Perguntar sobre esta nota” no pedido de nota fiscal.
            </p>
          </EmptyState>
        }
      >
        {(data) => (
          <div className="grid gap-4">
            <ConversationList conversations={data.items} firm={false} hrefOf={(c) => `/app/conversations/${c.id}`} />
            <ListPagination page={data} noun="conversas" onChange={setOffset} />
          </div>
        )}
      </QueryStates>
    </div>
  );
}
