import { describe, expect, test, vi } from 'vitest';
import { followConversationStream, parseSseChunk } from './conversation-stream';

const event = (id: number, body: string) =>
  `id: ${id}\nevent: message\ndata: ${JSON.stringify({
    id: String(id),
    type: 'message',
    companyId: '11111111-1111-4111-8111-111111111111',
    conversationId: '22222222-2222-4222-8222-222222222222',
    data: { body },
  })}\n\n`;

function streamOf(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('parseSseChunk', () => {
  test('whole messages out, the unfinished one kept; comments and retry lines ignored', () => {
    const { messages, rest } = parseSseChunk(': ping\n\nretry: 2000\n\nid: 7\nevent: ready\ndata: {}\n\nid: 8\nda');
    expect(messages).toEqual([{}, {}, { id: '7', event: 'ready', data: '{}' }]);
    expect(rest).toBe('id: 8\nda');
  });
});

describe('followConversationStream', () => {
  test('hands each event over and, after a drop, reconnects with the last id it received', async () => {
    vi.useFakeTimers();
    const calls: Record<string, string>[] = [];
    const fetchStub = vi.fn(async (_url: string, init?: RequestInit) => {
      calls.push(init?.headers as Record<string, string>);
      return calls.length === 1
        ? streamOf([event(41, 'primeira'), event(42, 'seg'), ''])
        : streamOf([event(43, 'terceira')]);
    });
    const bodies: string[] = [];
    const reconnects = vi.fn();
    const stop = followConversationStream({
      url: 'http://api/conversations/events?companyId=x',
      getAccessToken: () => 'token-1',
      onEvent: (e) => bodies.push(String(e.data.body)),
      onReconnect: reconnects,
      fetch: fetchStub as unknown as typeof fetch,
    });
    await vi.waitFor(() => expect(bodies).toEqual(['primeira', 'seg']));
    await vi.advanceTimersByTimeAsync(1000);
    await vi.waitFor(() => expect(bodies).toEqual(['primeira', 'seg', 'terceira']));
    expect(calls[0]).toMatchObject({ authorization: 'Bearer token-1' });
    expect(calls[0]?.['last-event-id']).toBeUndefined();
    expect(calls[1]).toMatchObject({ authorization: 'Bearer token-1', 'last-event-id': '42' });
    expect(reconnects).toHaveBeenCalledTimes(1);
    stop();
    vi.useRealTimers();
  });
});
