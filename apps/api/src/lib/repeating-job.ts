/** What a job needs of a logger (pino's, app.log). */
export interface JobLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RepeatingJob {
  /** Clears the timer and waits for a pass under way: call it before closing the database. */
  stop(): Promise<void>;
}

/**
 * Runs `run` now and then every `intervalMs` after each pass ends, so passes never
 * overlap in one process (replicas may overlap: each job's writes are conditional). The
 * timer is unref'd: it never keeps the process alive. A failing pass is logged and the
 * next one comes as usual; a pass is logged when `worthLogging` says so. `intervalMs` 0
 * turns the job off. Logs read "{label} pass", "{label} pass failed", "{label} off ({envVar}=0)".
 */
export function startRepeatingJob<R extends object>(options: {
  /** The `job` field of the log lines, e.g. 'nfs-scheduler'. */
  job: string;
  label: string;
  envVar: string;
  intervalMs: number;
  log: JobLogger;
  run: () => Promise<R>;
  worthLogging: (result: R) => boolean;
}): RepeatingJob {
  const { job, label, envVar, intervalMs, log, run, worthLogging } = options;
  if (intervalMs <= 0) {
    log.info({ job }, `${label} off (${envVar}=0)`);
    return { stop: async () => undefined };
  }
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> | undefined;

  const tick = () => {
    timer = undefined;
    pass = run()
      .then(
        (result) => {
          if (worthLogging(result)) log.info({ job, ...result }, `${label} pass`);
        },
        (err: unknown) => log.error({ err, job }, `${label} pass failed`),
      )
      .finally(() => {
        pass = undefined;
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        timer.unref();
      });
  };
  tick();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await pass;
    },
  };
}
