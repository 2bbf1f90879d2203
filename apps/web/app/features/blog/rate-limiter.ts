export interface RateLimiter {
  /** Runs the task once the limit allows, in the order tasks were scheduled. */
  schedule<T>(task: () => Promise<T>): Promise<T>;
}

export interface RateLimiterOptions {
  /** At most this many tasks start within any window of `windowMs`. */
  limit: number;
  windowMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A sliding-window limiter for one process: no more than `limit` starts in any `windowMs`
 * (5 per second for Storyblok's delivery API). Callers queue in order; a task's own
 * duration does not hold the queue, only its start counts.
 */
export function createRateLimiter({
  limit,
  windowMs = 1_000,
  now = Date.now,
  sleep: wait = sleep,
}: RateLimiterOptions): RateLimiter {
  const starts: number[] = [];
  let queue: Promise<void> = Promise.resolve();

  async function takeSlot() {
    for (;;) {
      const time = now();
      while (starts.length > 0 && starts[0]! <= time - windowMs) starts.shift();
      if (starts.length < limit) {
        starts.push(time);
        return;
      }
      await wait(starts[0]! + windowMs - time);
    }
  }

  return {
    async schedule(task) {
      const slot = queue.then(takeSlot);
      queue = slot;
      await slot;
      return task();
    },
  };
}
