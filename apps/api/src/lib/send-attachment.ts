import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { attachmentDisposition } from './file-names.js';

/** Answers a private file download: its type and name, never sniffed, never cached. */
export function sendAttachment(
  reply: FastifyReply,
  file: { body: Readable | Buffer; fileName: string; contentType: string; size?: number },
) {
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply.send(file.body);
}
