import type { ConversationSide } from '@contabil/contracts';
import type { OutboxMessage } from '../../mail/mail.repository.js';
import type { UnreadMessageRow } from './conversation-emails.repository.js';

const brasiliaTime = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Where the person answers: the thread in the customer's app, or in the accountants' inbox. */
export function conversationLink(webOrigin: string, side: ConversationSide, companyId: string, id: string): string {
  const query = `?companyId=${encodeURIComponent(companyId)}`;
  return side === 'firm'
    ? `${webOrigin}/app/admin/conversations/${id}${query}`
    : `${webOrigin}/app/conversations/${id}${query}`;
}

const excerpt = (body: string) => (body.length > 500 ? `${body.slice(0, 497)}...` : body);

function messageLines(message: UnreadMessageRow): string[] {
  const files =
    message.attachments === 0 ? '' : message.attachments === 1 ? ' [1 anexo]' : ` [${message.attachments} anexos]`;
  return [`${message.authorName}, ${brasiliaTime.format(message.createdAt)}:${files}`, excerpt(message.body), ''];
}

/** One e-mail for every message the person has not read in the thread. */
export function unreadMessagesEmail(facts: {
  email: string;
  name: string;
  title: string;
  company_name: string;
  side: ConversationSide;
  companyId: string;
  conversationId: string;
  messages: UnreadMessageRow[];
  webOrigin: string;
}): OutboxMessage {
  const count = facts.messages.length;
  const what = count === 1 ? 'uma mensagem nova' : `${count} mensagens novas`;
  const from = facts.side === 'customer' ? 'do seu contador' : `de ${facts.company_name}`;
  return {
    to: facts.email,
    subject: `Você tem ${what} ${from}: ${facts.title}`,
    text: [
      `Olá, ${facts.name}.`,
      '',
      `Você tem ${what} na conversa "${facts.title}" (${facts.company_name}):`,
      '',
      ...facts.messages.flatMap(messageLines),
      'Para responder, abra a conversa:',
      conversationLink(facts.webOrigin, facts.side, facts.companyId, facts.conversationId),
      '',
      'Contábil Online',
    ].join('\n'),
  };
}
