import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../config/env.js';
import { safeLoggerOptions } from './log-safety.js';

/**
 * The API's and the worker's log settings: pino, JSON lines (readable lines for a person in
 * development: npm start, npm run dev); credentials in headers are redacted, bodies never
 * logged and every value cut (lib/log-safety.ts).
 */
export function loggerOptions(config: Pick<AppConfig, 'env' | 'logLevel'>): LoggerOptions {
  return {
    // No bodies, values cut (lib/log-safety.ts).
    ...safeLoggerOptions,
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } }
      : {}),
  };
}
