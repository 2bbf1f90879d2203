/**
 * The log is not an amplifier (issue 19): no request body or file content is ever logged,
 * and any value that reaches the log is cut. A failed 9 MB upload used to write 81 MB of
 * log (the driver's error message and its `params` carried the rows, and the stack repeated
 * the message).
 */

/** Longest string written for any one logged value. */
export const LOG_STRING_MAX = 2000;
const LOG_ARRAY_MAX = 50;
const LOG_DEPTH_MAX = 5;

export function cappedText(text: string, max = LOG_STRING_MAX): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} caracteres)` : text;
}

/** Strings cut, arrays shortened, deep objects summarised: the shape of a log line stays small. */
export function cappedValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cappedText(value);
  if (value === null || typeof value !== 'object') return value;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (depth >= LOG_DEPTH_MAX) return '[…]';
  if (Array.isArray(value)) {
    const head = value.slice(0, LOG_ARRAY_MAX).map((item) => cappedValue(item, depth + 1));
    return value.length > LOG_ARRAY_MAX ? [...head, `… (${value.length} itens)`] : head;
  }
  if (value instanceof Error) return safeError(value, depth);
  const out: Record<string, unknown> = {};
  let keys = 0;
  for (const [key, item] of Object.entries(value)) {
    if (keys++ >= LOG_ARRAY_MAX) {
      out['…'] = `${Object.keys(value).length} campos`;
      break;
    }
    out[key] = cappedValue(item, depth + 1);
  }
  return out;
}

/**
 * pino's `err` serializer: the type, a cut message, code and status, a cut stack and the
 * cause; never the error's other enumerable fields (a query's `params`, a body).
 */
export interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(err: unknown, depth = 0): SafeError {
  if (!err || typeof err !== 'object') return { type: typeof err, message: cappedText(String(err)), stack: '' };
  const e = err as {
    name?: unknown;
    message?: unknown;
    code?: unknown;
    statusCode?: unknown;
    stack?: unknown;
    cause?: unknown;
  };
  const out: SafeError = {
    type: typeof e.name === 'string' ? e.name : 'Error',
    // A failed query's message lists every parameter (the rows of an import): never logged.
    message: cappedText(String(e.message ?? '').replace(/\bparams:[\s\S]*$/, 'params: [omitidos]'), 1000),
    stack: '',
  };
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = e.code;
  if (typeof e.statusCode === 'number') out.statusCode = e.statusCode;
  if (typeof e.stack === 'string') {
    // The stack starts with the message again: keep the frames, not a second copy.
    const frames = e.stack.split('\n').filter((line) => /^\s+at /.test(line));
    out.stack = cappedText(frames.slice(0, 15).join('\n'), 3000);
  }
  if (e.cause !== undefined && depth < 3) out.cause = safeError(e.cause, depth + 1);
  return out;
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  hostname?: string;
  ip?: string;
  socket?: { remoteAddress?: string; remotePort?: number };
  headers?: Record<string, unknown>;
}

/** pino's `req` serializer: method, a cut URL, host and peer; never the body nor the headers. */
export function safeRequest(req: RequestLike): Record<string, unknown> {
  return {
    method: req.method,
    url: cappedText(String(req.url ?? ''), 500),
    host: cappedText(String(req.host ?? req.hostname ?? req.headers?.host ?? ''), 200),
    remoteAddress: req.ip ?? req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
    contentLength: req.headers?.['content-length'],
  };
}

/** What every logger of the API adds to its pino options. */
export const safeLoggerOptions = {
  serializers: {
    err: (err: unknown) => safeError(err),
    error: (err: unknown) => safeError(err),
    req: (req: RequestLike) => safeRequest(req),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
  formatters: {
    // pino runs this before the serializers: Fastify's request and reply objects are left
    // whole for `req` and `res` above (cut as plain objects, their getters — url, status —
    // were lost and production logs had neither).
    log(object: Record<string, unknown>): Record<string, unknown> {
      const { req, res, ...rest } = object;
      return {
        ...(cappedValue(rest) as Record<string, unknown>),
        ...(req !== undefined ? { req } : {}),
        ...(res !== undefined ? { res } : {}),
      };
    },
  },
};
