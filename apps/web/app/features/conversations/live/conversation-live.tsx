import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '~/session/use-session';
import { isSystemAdmin } from '~/session/company-requirements';
import { readStoredSession } from '~/lib/session-cookies';
import { useRuntimeConfig } from '~/lib/runtime-config';
import { conversationKeys } from '../api/conversations-api';
import { followConversationStream } from './conversation-stream';

/**
 * Keeps the conversations live in the signed-in app: one stream per tab (the firm's, of
 * every company, for an accountant; the company in context's for its members). Each event
 * refreshes the conversation queries on screen (threads, lists, the menu's counts).
 */
export function ConversationLive() {
  const session = useSession();
  const { apiBaseUrl } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const firm = isSystemAdmin(session);
  const companyId = session.contextCompany?.id ?? null;
  const signedIn = !!session.accessToken;

  useEffect(() => {
    if (!signedIn || (!firm && !companyId)) return;
    const query = firm ? '' : `?companyId=${encodeURIComponent(companyId!)}`;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all });
    return followConversationStream({
      url: `${apiBaseUrl.replace(/\/+$/, '')}/conversations/events${query}`,
      getAccessToken: () => readStoredSession().accessToken,
      onEvent: refresh,
      onReconnect: refresh,
    });
  }, [apiBaseUrl, companyId, firm, queryClient, signedIn]);

  return null;
}
