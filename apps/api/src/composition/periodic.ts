/**
 * Runs `task` now and then every `intervalMs`, never two runs at once (a run still going when the
 * next is due is skipped); the timer does not keep the process alive. `task` handles its own
 * errors. Answers the stop, which waits for a run in progress.
 */
export const runPeriodically = (task: () => Promise<void>, intervalMs: number): (() => Promise<void>) => {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task().finally(() => {
      running = undefined;
    });
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
