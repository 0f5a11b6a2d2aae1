/**
 * Runs `task` `firstMs` after the call, then every `everyMs`, off the request path: housekeeping such as deleting
 * expired sessions or uploads never attached. A run still under way is not started again; the timers never keep
 * the process alive. Answers `stop`, which clears the timers and waits for a run under way. `task` handles (logs)
 * its own errors.
 */
export function runPeriodically(
  task: () => Promise<void>,
  firstMs: number,
  everyMs: number,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= task().finally(() => {
      running = null;
    });
  };
  const timers = [setTimeout(run, firstMs).unref(), setInterval(run, everyMs).unref()];
  return async () => {
    for (const timer of timers) clearTimeout(timer);
    await running;
  };
}
