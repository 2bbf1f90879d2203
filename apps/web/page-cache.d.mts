import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ServerBuild } from 'react-router';

/** An Express middleware (express has no types in this workspace). */
export type RequestHandler = (
  req: IncomingMessage & Record<string, unknown>,
  res: ServerResponse & Record<string, unknown>,
  next: (err?: unknown) => void,
) => void;

export declare const CACHED_PAGES: RegExp[];
export declare function createPageCache(options: {
  handle: (request: Request) => Promise<Response>;
  version: () => Promise<string>;
  freshMs?: number;
  versionEveryMs?: number;
  maxEntries?: number;
  now?: () => number;
  pages?: RegExp[];
}): RequestHandler;
export declare function pageCacheFor(build: ServerBuild, env: NodeJS.ProcessEnv): Promise<RequestHandler>;
