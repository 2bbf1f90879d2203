/**
 * Whether `work` ends within `ms`: true when it resolves in time, false when the time runs
 * out first (`work` goes on; a later rejection is heard here, not left unhandled). A
 * rejection in time is thrown. The stop's waits on what a silent database may never answer:
 * the database check (server.ts), the pool's end (db/client.ts), the job queue's stop.
 */
export async function finishesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work.then(() => true),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
