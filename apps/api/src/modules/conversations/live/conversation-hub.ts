import type { Database } from '../../../db/client.js';
import { findEvent, type ConversationEventRow } from './conversation-events.repository.js';
import type { NotificationSource } from './notification-source.js';

/** One open stream: what it may see, and how to hand it an event. */
export interface HubSubscriber {
  /** null: every company (the firm). */
  companyId: string | null;
  withInternal: boolean;
  deliver(event: ConversationEventRow): void;
  /** The replica missed notifications (its LISTEN connection dropped): read the table again. */
  resync(): void;
  /** The app is closing: end the stream (the client reconnects elsewhere with its last id). */
  end(): void;
}

export interface ConversationHub {
  subscribe(subscriber: HubSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

export const canSee = (subscriber: Pick<HubSubscriber, 'companyId' | 'withInternal'>, event: ConversationEventRow) =>
  (subscriber.companyId === null || subscriber.companyId === event.companyId) &&
  (subscriber.withInternal || !event.internal);

/**
 * The replica's fan-out: one LISTEN for the whole process (opened with the first stream),
 * each notified event read once and handed to the streams allowed to see it, in the order
 * the notifications arrived (commit order).
 */
export function createConversationHub(
  db: Database,
  source: NotificationSource,
  onError: (err: unknown) => void,
): ConversationHub {
  const subscribers = new Set<HubSubscriber>();
  let started: Promise<void> | undefined;
  let chain = Promise.resolve();

  const onId = (id: number) => {
    chain = chain.then(async () => {
      try {
        const event = await findEvent(db, id);
        if (!event) return;
        for (const subscriber of subscribers) if (canSee(subscriber, event)) subscriber.deliver(event);
      } catch (err) {
        onError(err);
      }
    });
  };
  const onGap = () => {
    for (const subscriber of subscribers) subscriber.resync();
  };

  return {
    async subscribe(subscriber) {
      started ??= source.start(onId, onGap).catch((err: unknown) => {
        started = undefined;
        throw err;
      });
      await started;
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    async close() {
      for (const subscriber of subscribers) subscriber.end();
      subscribers.clear();
      if (started) await source.stop();
    },
  };
}
