import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import type { ConversationEvent } from '@contabil/contracts';
import type { Database } from '../../../db/client.js';
import { rowsOf } from '../../../db/rows.js';
import { listEventsAfter, type ConversationEventRow } from './conversation-events.repository.js';
import type { ConversationHub } from './conversation-hub.js';

/** A comment line every 20 s keeps proxies from closing an idle stream. */
const HEARTBEAT_MS = 20_000;
/** Ids already sent, kept to drop an event that arrives both from the table and live. */
const SENT_MEMORY = 2000;

export function toWireEvent(row: ConversationEventRow): ConversationEvent {
  return {
    id: String(row.id),
    type: row.type,
    companyId: row.companyId,
    conversationId: row.conversationId,
    data: row.data as Record<string, unknown>,
  };
}

const frame = (event: ConversationEvent) => `id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/** The id a client resumes after: the Last-Event-ID header (a reconnecting EventSource) or `lastEventId`. */
export function resumeId(request: FastifyRequest, queryValue: string | undefined): number | null {
  const header = request.headers['last-event-id'];
  const raw = (typeof header === 'string' ? header : undefined) ?? queryValue;
  const id = raw === undefined ? NaN : Number(raw);
  return Number.isSafeInteger(id) && id >= 0 ? id : null;
}

async function latestEventId(db: Database): Promise<number> {
  const [row] = await rowsOf<{ id: string | number | null }>(db, sql`select max(id) as id from conversation_events`);
  return Number(row?.id ?? 0);
}

/**
 * Serves one server-sent event stream: subscribes to the replica's hub first (events that
 * arrive meanwhile wait), then sends what the client missed since `afterId` from the table,
 * then the waiting and live events; each id at most once. Without `afterId` the stream
 * starts now: a `ready` event carries the id to resume from.
 */
export async function serveEventStream(
  deps: { db: Database; hub: ConversationHub },
  request: FastifyRequest,
  reply: FastifyReply,
  scope: { companyId: string | null; withInternal: boolean },
  afterId: number | null,
): Promise<void> {
  const { db, hub } = deps;
  const sent = new Set<number>();
  const order: number[] = [];
  let lastId = afterId ?? 0;
  let replaying = true;
  const waiting: ConversationEventRow[] = [];
  let closed = false;

  const write = (row: ConversationEventRow) => {
    if (closed || sent.has(row.id)) return;
    sent.add(row.id);
    order.push(row.id);
    if (order.length > SENT_MEMORY) sent.delete(order.shift()!);
    lastId = Math.max(lastId, row.id);
    reply.raw.write(frame(toWireEvent(row)));
  };
  const catchUp = async () => {
    for (;;) {
      const missed = await listEventsAfter(db, scope, lastId);
      missed.forEach(write);
      if (missed.length < 500) return;
    }
  };

  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 2000\n\n');

  let unsubscribe = () => undefined as unknown;
  const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    reply.raw.end();
  };
  reply.raw.on('close', end);
  reply.raw.on('error', end);
  unsubscribe = await hub.subscribe({
    ...scope,
    deliver: (row) => (replaying ? waiting.push(row) : write(row)),
    resync: () => void catchUp().catch((err: unknown) => request.log.error({ err }, 'conversation stream resync')),
    end,
  });
  // The client may have gone while the subscription was being made.
  if (closed) unsubscribe();

  try {
    if (afterId === null) {
      lastId = await latestEventId(db);
      reply.raw.write(`id: ${lastId}\nevent: ready\ndata: {}\n\n`);
    } else {
      await catchUp();
    }
  } catch (err) {
    request.log.error({ err }, 'conversation stream: catch-up failed');
    end();
    return;
  }
  replaying = false;
  waiting.filter((row) => afterId !== null || row.id > lastId).forEach(write);
  waiting.length = 0;
}
