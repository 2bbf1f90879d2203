import type { FastifyRequest } from 'fastify';
import { messages } from '@contabil/contracts';
import { AppError, validationError } from './app-error.js';

/** A file a route received; the services check its bytes. */
export interface UploadedFile {
  fileName: string;
  /** What the client said the file is; the bytes decide. */
  declaredType: string;
  content: Buffer;
}

/** The messages a refused upload answers with. */
export interface UploadMessages {
  tooLarge: string;
  missing: string;
}

/** The multipart plugin's errors, in our envelope and in Portuguese. */
function multipartError(err: unknown, texts: UploadMessages): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new AppError('payload_too_large', 413, texts.tooLarge, { file: texts.tooLarge });
  }
  if (code === 'FST_FIELDS_LIMIT') return new AppError('payload_too_large', 413, messages.payloadTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE' || code === 'FST_MP_PREMATURE_CLOSE') {
    return validationError({ file: texts.missing });
  }
  if (err instanceof AppError) return err;
  // Anything else here comes from parsing the body (busboy: a missing or broken boundary,
  // a malformed part header, an unexpected end): the sender's fault, a 400.
  return new AppError('bad_request', 400, messages.malformedUpload, { file: messages.malformedUpload });
}

/**
 * Reads the multipart field `file` of a route whose plugin registered @fastify/multipart:
 * undefined when there is none (or another field); the plugin's limits as 413/400. The
 * services call it only after checking who may send.
 */
export function multipartFileReader(
  request: FastifyRequest,
  texts: UploadMessages,
): () => Promise<UploadedFile | undefined> {
  return async () => {
    try {
      const part = await request.file();
      if (!part) return undefined;
      const content = await part.toBuffer();
      if (part.fieldname !== 'file') return undefined;
      return { fileName: part.filename, declaredType: part.mimetype, content };
    } catch (err) {
      throw multipartError(err, texts);
    }
  };
}
