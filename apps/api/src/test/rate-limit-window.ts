/**
 * Rate limits count in windows aligned to the clock (rate-limits.service.ts: a minute window
 * starts at each whole minute). A test that makes a limit's worth of calls and expects the
 * next to be refused would see the count start again if its calls crossed a window's edge,
 * so it first waits, when needed, until the current window has `needSeconds` left.
 */
export async function clearOfWindowEdge(windowSeconds: number, needSeconds: number): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < needSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
