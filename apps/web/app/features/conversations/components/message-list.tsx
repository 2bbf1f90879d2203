import { useState } from 'react';
import { Download, Lock, Trash2 } from 'lucide-react';
import {
  CONVERSATION_DELETE_WINDOW_SECONDS,
  conversationMessages as text,
  type ConversationDetail,
  type ConversationMessage,
  type ConversationSide,
} from '@contabil/contracts';
import { Button } from '~/components/ui/button';
import { formatDateTime } from '~/lib/format/dates';
import { toast } from '~/platform/toast';
import { ApiError } from '~/lib/api-client';
import { useApiClient } from '~/lib/api-client-context';
import { cn } from '~/lib/cn';
import { deleteMessage, fetchAttachmentLink } from '../api/conversations-api';
import { splitMessageText } from '../message-text';
import { SaveToVaultButton } from './save-to-vault-dialog';

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
const fileSize = (bytes: number) =>
  bytes < 1024
    ? `${bytes} bytes`
    : bytes < 1024 * 1024
      ? `${sizeFormat.format(bytes / 1024)} KB`
      : `${sizeFormat.format(bytes / 1024 / 1024)} MB`;

export function MessageBody({ body }: { body: string }) {
  return (
    <p className="text-sm whitespace-pre-wrap [overflow-wrap:anywhere]">
      {splitMessageText(body).map((part, i) =>
        part.kind === 'link' ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow" className="underline">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

interface MessageListProps {
  thread: ConversationDetail;
  /** Who is reading: their messages sit on the right. */
  viewer: { userId: string; side: ConversationSide };
  /** A support session reads only. */
  readOnly: boolean;
}

/** The thread's messages, oldest first, with attachments, internal notes and who read up to where. */
export function MessageList({ thread, viewer, readOnly }: MessageListProps) {
  if (thread.messages.length === 0) {
    return <p className="text-sm text-muted-foreground">Nenhuma mensagem ainda. Escreva a primeira abaixo.</p>;
  }
  return (
    <ol className="grid gap-3" aria-label="Mensagens">
      {thread.messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          thread={thread}
          mine={message.authorId === viewer.userId}
          firm={viewer.side === 'firm'}
          readOnly={readOnly}
          readBy={readersOf(thread, message, viewer.userId)}
        />
      ))}
    </ol>
  );
}

/** Who of the other side read this message (their mark is at or after it). */
function readersOf(thread: ConversationDetail, message: ConversationMessage, viewerId: string): string[] {
  if (message.authorId !== viewerId || message.internal) return [];
  return thread.reads
    .filter((r) => r.userId !== viewerId && r.side !== message.side && r.readUpTo >= message.createdAt)
    .map((r) => `${r.userName} (${formatDateTime(r.readUpTo)})`);
}

function MessageItem({
  message,
  thread,
  mine,
  firm,
  readOnly,
  readBy,
}: {
  message: ConversationMessage;
  thread: ConversationDetail;
  mine: boolean;
  firm: boolean;
  readOnly: boolean;
  readBy: string[];
}) {
  const deletable =
    mine &&
    !readOnly &&
    !message.deletedAt &&
    Date.now() - new Date(message.createdAt).getTime() < CONVERSATION_DELETE_WINDOW_SECONDS * 1000;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={`Mensagem de ${message.authorName}`}
        className={cn(
          'grid max-w-[min(36rem,100%)] gap-2 rounded-lg border px-3 py-2',
          message.internal
            ? 'border-warning-border bg-warning-soft'
            : mine
              ? 'border-primary/30 bg-primary-soft'
              : 'border-border bg-surface',
        )}
      >
        <header className="flex flex-wrap items-baseline gap-x-2 text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">
            {message.authorName}
            {message.side === 'firm' ? ' · Contador' : ''}
          </span>
          <time dateTime={message.createdAt} className="tabular-nums">
            {formatDateTime(message.createdAt)}
          </time>
          {message.internal && (
            <span className="inline-flex items-center gap-1 font-medium text-warning">
              <Lock className="size-3" aria-hidden="true" /> Nota interna
            </span>
          )}
        </header>
        {message.deletedAt ? (
          <p className="text-sm text-muted-foreground italic">{text.deletedMessage}</p>
        ) : (
          message.body && <MessageBody body={message.body} />
        )}
        {message.attachments.length > 0 && (
          <ul className="grid gap-1" aria-label="Anexos">
            {message.attachments.map((file) => (
              <li key={file.fileId} className="flex flex-wrap items-center gap-x-2">
                <AttachmentButton
                  thread={thread}
                  fileId={file.fileId}
                  label={`${file.fileName} (${fileSize(file.size)})`}
                />
                {firm && !readOnly && (
                  <SaveToVaultButton
                    companyId={thread.companyId}
                    conversationId={thread.id}
                    fileId={file.fileId}
                    fileName={file.fileName}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
        {(readBy.length > 0 || deletable) && (
          <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
            {readBy.length > 0 ? <span>Lida por {readBy.join(', ')}</span> : <span />}
            {deletable && <DeleteButton thread={thread} messageId={message.id} />}
          </footer>
        )}
      </article>
    </li>
  );
}

function AttachmentButton({ thread, fileId, label }: { thread: ConversationDetail; fileId: string; label: string }) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      const link = await fetchAttachmentLink(client, thread.companyId, thread.id, fileId);
      window.location.assign(link.url);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Não foi possível baixar o anexo.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="link"
      size="sm"
      onClick={() => void open()}
      disabled={busy}
      className="text-left whitespace-normal"
    >
      <Download aria-hidden="true" />
      <span className="[overflow-wrap:anywhere]">{label}</span>
    </Button>
  );
}

function DeleteButton({ thread, messageId }: { thread: ConversationDetail; messageId: string }) {
  const client = useApiClient();
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await deleteMessage(client, thread.companyId, thread.id, messageId);
      toast.success('Mensagem apagada.');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : text.deleteWindowOver);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" onClick={() => void remove()} disabled={busy} className="h-7 px-2">
      <Trash2 aria-hidden="true" /> Apagar
    </Button>
  );
}
