/** How long a stop may take before the process exits anyway (running jobs get most of it); SHUTDOWN_GRACE_MS. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * On SIGTERM or SIGINT, runs `stop` once (given the time running jobs may take) and exits
 * 0, or 1 when it fails or outlasts `graceMs` (SHUTDOWN_GRACE_MS, 10 s by default).
 */
export function onShutdownSignal(
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  stop: (jobsGraceMs: number) => Promise<void>,
  graceMs = SHUTDOWN_GRACE_MS,
): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error({}, 'shutdown took too long; exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    try {
      await stop(Math.max(500, graceMs - 2000));
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Until `onShutdownSignal` takes over (the API once it is about to listen, the worker once
 * its queues are installed): a SIGTERM or SIGINT during start-up (opening the database, the
 * migrations, the reference data) ends the process at once, exit 0, with one log line
 * saying so. Nothing is left half applied: the migrations run in one transaction and each
 * reference dataset in its own, which the database rolls back with the connection (the
 * embedded one recovers its folder at the next open), and the next start carries on. Before,
 * the signal's default ended the process without a word (exit 143) and left the embedded
 * database's `.owner` file to the next start. Answers the function that removes it.
 */
export function exitOnSignalDuringStartup(log: { info(obj: object, msg: string): void }): () => void {
  const onSignal = (signal: NodeJS.Signals) => {
    log.info({ signal }, 'stopped during start-up; nothing is left half applied, the next start carries on');
    process.exit(0);
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
  return () => {
    process.removeListener('SIGTERM', onSignal);
    process.removeListener('SIGINT', onSignal);
  };
}

/**
 * Waits for `work` (a drain) up to `ms`, then runs `cut`, which makes what it waits on end
 * (closing the database under requests stuck on a silent connection), and waits again.
 */
export async function cutAfter(work: Promise<void>, ms: number, cut: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const cutting = new Promise<void>((resolve, reject) => {
    timer = setTimeout(() => cut().then(resolve, reject), ms);
  });
  try {
    await Promise.race([work, cutting.then(() => work)]);
  } finally {
    clearTimeout(timer);
  }
}
