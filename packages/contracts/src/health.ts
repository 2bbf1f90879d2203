import { z } from 'zod';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** GET /health/live: the process answers (nothing else is checked). */
export const healthLiveSchema = z.object({ status: z.literal('ok') });

/** GET /health/ready: the database answers, every migration is applied, the storage answers. */
export const healthReadySchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  storage: z.enum(['local', 's3']),
});
