import { vi } from 'vitest';

export interface SseMessage {
  id: string | undefined;
  event: string;
  data: string;
  /** When it arrived (Date.now()). */
  at: number;
}

export interface SseConnection {
  messages: SseMessage[];
  /** The last id received (what a reconnecting client sends as Last-Event-ID). */
  lastEventId(): string | undefined;
  /** Waits until a message matches (default 5 s). */
  waitFor(match: (m: SseMessage) => boolean, timeoutMs?: number): Promise<SseMessage>;
  close(): void;
}

/** A server-sent events client over fetch (so it can send Authorization), as the web app's. */
export async function openSse(url: string, headers: Record<string, string>): Promise<SseConnection> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: controller.signal });
  if (res.status !== 200 || !res.body) throw new Error(`SSE ${url}: ${res.status} ${await res.text()}`);
  const messages: SseMessage[] = [];
  let lastId: string | undefined;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields: Record<string, string> = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || !line.includes(':')) continue;
            const at = line.indexOf(':');
            fields[line.slice(0, at)] = line.slice(at + 1).trimStart();
          }
          if (fields.id !== undefined) lastId = fields.id;
          if (fields.data !== undefined) {
            messages.push({ id: fields.id, event: fields.event ?? 'message', data: fields.data, at: Date.now() });
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    messages,
    lastEventId: () => lastId,
    async waitFor(match, timeoutMs = 5000) {
      let found: SseMessage | undefined;
      await vi.waitFor(
        () => {
          found = messages.find(match);
          if (!found) throw new Error('no matching event yet');
        },
        { timeout: timeoutMs, interval: 10 },
      );
      return found!;
    },
    close: () => controller.abort(),
  };
}
