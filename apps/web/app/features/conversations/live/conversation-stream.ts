import { conversationEventSchema, type ConversationEvent } from '@contabil/contracts';

export interface ConversationStreamOptions {
  /** `${apiBaseUrl}/conversations/events?companyId=…` */
  url: string;
  getAccessToken: () => string | null | undefined;
  onEvent: (event: ConversationEvent) => void;
  /** The stream opened again after a drop: a good moment to refresh what may have changed while away. */
  onReconnect?: () => void;
  fetch?: typeof fetch;
}

const MAX_DELAY_MS = 15_000;

/** Splits a server-sent events text into its messages (fields id, event, data); the rest stays buffered. */
export function parseSseChunk(buffer: string): {
  messages: { id?: string; event?: string; data?: string }[];
  rest: string;
} {
  const messages: { id?: string; event?: string; data?: string }[] = [];
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    const message: { id?: string; event?: string; data?: string } = {};
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const at = line.indexOf(':');
      const name = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (name === 'id' || name === 'event' || name === 'data') message[name] = value;
    }
    messages.push(message);
  }
  return { messages, rest };
}

/**
 * Follows the conversations' live stream with fetch (so the access token goes in the
 * Authorization header, which EventSource cannot send). When the connection drops it
 * comes back after 1, 2, 4… s (at most 15) with Last-Event-ID, and the API sends what
 * was missed. Returns the function that stops it.
 */
export function followConversationStream(options: ConversationStreamOptions): () => void {
  const doFetch = options.fetch ?? fetch;
  let lastEventId: string | undefined;
  let stopped = false;
  let controller: AbortController | undefined;
  let failures = 0;
  let opened = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const connect = async () => {
    if (stopped) return;
    controller = new AbortController();
    try {
      const token = options.getAccessToken();
      const res = await doFetch(options.url, {
        headers: {
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      failures = 0;
      if (opened) options.onReconnect?.();
      opened = true;
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        const parsed = parseSseChunk(buffer + value);
        buffer = parsed.rest;
        for (const message of parsed.messages) {
          if (message.id) lastEventId = message.id;
          if (!message.data || message.event === 'ready') continue;
          const event = conversationEventSchema.safeParse(JSON.parse(message.data));
          if (event.success) options.onEvent(event.data);
        }
      }
    } catch {
      failures += 1;
    }
    if (stopped) return;
    const delay = Math.min(MAX_DELAY_MS, 1000 * 2 ** Math.max(0, failures - 1));
    timer = setTimeout(() => void connect(), delay);
  };

  void connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
