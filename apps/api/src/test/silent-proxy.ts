import net from 'node:net';

/**
 * A TCP proxy to the PostgreSQL of a test that can go silent: while `silence()` holds, no
 * byte and no close passes in either direction, and new connections are accepted but not
 * forwarded, as with a database host powered off or a network partition (nothing is
 * refused or reset, nothing answers). `resume()` delivers what was held, in order, like
 * TCP's retransmissions once the network is back.
 */
export interface SilentProxy {
  /** The database URL with the proxy's host and port. */
  url: string;
  silence(): void;
  /** How many reads, writes and connections wait for the proxy to resume. */
  held(): number;
  resume(): void;
  close(): Promise<void>;
}

export async function startSilentProxy(databaseUrl: string): Promise<SilentProxy> {
  const target = new URL(databaseUrl);
  let silent = false;
  const held: (() => void)[] = [];
  const sockets = new Set<net.Socket>();
  /** Runs now, or when the proxy resumes. */
  const pass = (action: () => void) => (silent ? held.push(action) : action());
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };
  const server = net.createServer((client) => {
    track(client);
    const early: Buffer[] = [];
    let upstream: net.Socket | undefined;
    client.on('data', (chunk) => pass(() => (upstream ? upstream.write(chunk) : early.push(chunk))));
    client.on('close', () => pass(() => upstream?.destroy()));
    pass(() => {
      if (client.destroyed) return;
      upstream = net.connect(Number(target.port || 5432), target.hostname);
      track(upstream);
      for (const chunk of early.splice(0)) upstream.write(chunk);
      upstream.on('data', (chunk) => pass(() => client.destroyed || client.write(chunk)));
      upstream.on('close', () => pass(() => client.destroy()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    silence() {
      silent = true;
    },
    held: () => held.length,
    resume() {
      silent = false;
      for (const action of held.splice(0)) action();
    },
    async close() {
      silent = false;
      held.length = 0;
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
