import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  at: number;
  url: URL;
}

export type FakeHandler = (url: URL, index: number, req: IncomingMessage, res: ServerResponse) => void;

/** A Storyblok stand-in on 127.0.0.1 that records every request's arrival time and address. */
export async function startFakeStoryblok(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.test');
    requests.push({ at: performance.now(), url });
    handler(url, requests.length - 1, req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v2`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
