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
