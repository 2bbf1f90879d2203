import type { Server } from 'node:http';

/**
 * Prepares `server` (call right after creating it) for a graceful stop; answers the stop:
 * no new connections, the requests under way finish, and every connection closes as soon
 * as it has no request under way (keep-alive ones included), then the promise resolves.
 */
export declare function gracefulStop(server: Server): () => Promise<void>;
