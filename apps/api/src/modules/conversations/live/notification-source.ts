import pg from 'pg';
import type { QueueConnection } from '../../../db/client.js';
import { CONVERSATION_EVENTS_CHANNEL } from './conversation-events.repository.js';

/** Where a replica hears the NOTIFYs of every replica. */
export interface NotificationSource {
  /**
   * Starts listening. `onId` gets each notified event id; `onGap` is called after the
   * listening connection was lost and restored (notifications in between are lost: the
   * subscribers read what they missed from the table).
   */
  start(onId: (id: number) => void, onGap: () => void): Promise<void>;
  stop(): Promise<void>;
}

const RECONNECT_DELAY_MS = 1000;

/**
 * PostgreSQL: one dedicated connection per replica holds the LISTEN (a pooled one would be
 * handed to other queries). When it drops, it is opened again every second until it works.
 */
function postgresSource(url: string, onError: (err: Error) => void): NotificationSource {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(onId: (id: number) => void, onGap: () => void, isRetry: boolean): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: 'contabil-conversations' });
    next.on('notification', (msg) => {
      const id = Number(msg.payload);
      if (msg.channel === CONVERSATION_EVENTS_CHANNEL && Number.isSafeInteger(id)) onId(id);
    });
    const lost = (err?: Error) => {
      if (err) onError(err);
      if (stopped || client !== next) return;
      client = undefined;
      next.end().catch(() => undefined);
      retry = setTimeout(() => void reconnect(onId, onGap), RECONNECT_DELAY_MS);
    };
    next.on('error', lost);
    next.on('end', () => lost());
    await next.connect();
    await next.query(`LISTEN ${CONVERSATION_EVENTS_CHANNEL}`);
    client = next;
    if (isRetry) onGap();
  }

  async function reconnect(onId: (id: number) => void, onGap: () => void) {
    if (stopped) return;
    try {
      await connect(onId, onGap, true);
    } catch (err) {
      onError(err as Error);
      retry = setTimeout(() => void reconnect(onId, onGap), RECONNECT_DELAY_MS);
    }
  }

  return {
    start: (onId, onGap) => connect(onId, onGap, false),
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    },
  };
}

/** PGlite: the embedded instance's own LISTEN (one process owns it, so every NOTIFY is heard here). */
function pgliteSource(connection: Extract<QueueConnection, { kind: 'pglite' }>): NotificationSource {
  let unlisten: (() => Promise<void>) | undefined;
  return {
    async start(onId) {
      unlisten = await connection.client.listen(CONVERSATION_EVENTS_CHANNEL, (payload) => {
        const id = Number(payload);
        if (Number.isSafeInteger(id)) onId(id);
      });
    },
    async stop() {
      await unlisten?.().catch(() => undefined);
      unlisten = undefined;
    },
  };
}

export function notificationSource(connection: QueueConnection, onError: (err: Error) => void): NotificationSource {
  return connection.kind === 'pglite' ? pgliteSource(connection) : postgresSource(connection.url, onError);
}
