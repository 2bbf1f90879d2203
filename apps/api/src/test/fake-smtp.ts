import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface FakeSmtp {
  url: string;
  /** Messages accepted, in order: the raw message and its Message-ID header. */
  received: { messageId: string; to: string[]; raw: string }[];
  /** Deliveries refused so far (451). */
  refused: number;
  /** Refuse (451, try later) the next `n` deliveries. */
  refuseNext(n: number): void;
  close(): Promise<void>;
}

/** An SMTP server on loopback that records what it accepts and refuses on demand (no TLS, no auth). */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  let toRefuse = 0;
  const fake: Omit<FakeSmtp, 'url' | 'close'> & { refuseNext(n: number): void } = {
    received: [],
    refused: 0,
    refuseNext(n) {
      toRefuse = n;
    },
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse -= 1;
          fake.refused += 1;
          return callback(Object.assign(new Error('Servidor ocupado, tente mais tarde'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
        fake.received.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
