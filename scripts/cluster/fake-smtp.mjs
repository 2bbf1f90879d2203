// A fake SMTP server (the `smtp-server` package) on 127.0.0.1 that refuses the first
// delivery attempts and then accepts, recording each accepted message's Message-ID,
// recipients, subject and text.
//
// Refusals: every attempt is refused until at least `minRefusals` attempts were refused
// AND `refuseForMs` passed since the first attempt arrived. The refusals alternate between
// a 421 to MAIL FROM (the server closes the connection) and a 451 after the whole message
// was sent (DATA), so both a dropped connection and a refused message are exercised.
import { SMTPServer } from 'smtp-server';

/** Minimal RFC 2047 decoding for subjects (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value) {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, kind, text) => {
    if (kind.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text
      .replace(/_/g, ' ')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  });
}

/** Headers (lower-case names, unfolded) and the decoded text of a text/plain message, or of the text part of a multipart one. */
export function parseMessage(raw) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  // Plain text and HTML (multipart/alternative): the text is the text/plain part's.
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => parseMessage(part.replace(/^\r\n/, '')));
    const plain = parts.find((part) => /^text\/plain/i.test(part.headers['content-type'] ?? 'text/plain'));
    return { headers, subject: decodeWords(headers.subject ?? ''), text: plain?.text ?? '' };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  // The raw message arrives as latin1 (one char per byte): undo that after decoding.
  let text = Buffer.from(body, 'latin1').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));
    text = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, subject: decodeWords(headers.subject ?? ''), text };
}

export async function startFakeSmtp({ port, minRefusals = 3, refuseForMs = 20_000, answerDelayMs = 800 }) {
  /** Sessions between an accepted MAIL FROM and the answer to their DATA. */
  const busy = new Set();
  const state = {
    /** Deliveries under way right now (the test kills the worker during one). */
    get inProgress() {
      return busy.size;
    },
    attempts: 0,
    refusals: 0,
    refusalsByKind: { mailFrom421: 0, data451: 0 },
    firstAttemptAt: null,
    /** Accepted messages: { messageId, to: [..], subject, text, at }. */
    accepted: [],
    /** Message-IDs of messages refused after DATA (for the figures). */
    refusedIds: [],
  };

  const shouldRefuse = () => {
    const now = Date.now();
    state.firstAttemptAt ??= now;
    return state.refusals < minRefusals || now - state.firstAttemptAt < refuseForMs;
  };
  const refusal = (code, message) => Object.assign(new Error(message), { responseCode: code });

  const server = new SMTPServer({
    // Plain SMTP on loopback: no STARTTLS offered (nodemailer would otherwise upgrade to a
    // self-signed certificate and fail), no AUTH.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    banner: 'fake SMTP of the cluster test',
    size: 5 * 1024 * 1024,
    onMailFrom(_address, session, callback) {
      state.attempts += 1;
      session.refuse = shouldRefuse();
      // Every other refusal happens here, with a 421 that closes the connection.
      if (session.refuse && state.refusals % 2 === 0) {
        state.refusals += 1;
        state.refusalsByKind.mailFrom421 += 1;
        session.refuse = false;
        session.refusedHere = true;
        return callback(refusal(421, 'Servico temporariamente indisponivel, tente mais tarde'));
      }
      busy.add(session.id);
      return callback();
    },
    onClose(session) {
      busy.delete(session.id);
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      // The answer to DATA comes after a pause, like a real server's checks: a delivery
      // stays under way long enough for the test to kill the process sending it.
      const answer = (err, message) =>
        setTimeout(() => {
          busy.delete(session.id);
          callback(err, message);
        }, answerDelayMs);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const { headers, subject, text } = parseMessage(raw);
        const messageId = headers['message-id'] ?? null;
        if (session.refuse) {
          session.refuse = false;
          state.refusals += 1;
          state.refusalsByKind.data451 += 1;
          state.refusedIds.push(messageId);
          return answer(refusal(451, '4.3.0 Caixa temporariamente indisponivel, tente mais tarde'));
        }
        state.accepted.push({
          messageId,
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          text,
          at: Date.now(),
        });
        return answer(null, 'OK: recebido');
      });
    },
  });
  server.on('error', () => {
    // A client that drops the connection is not the server's failure.
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
