/** The longest a deferred task waits for an idle moment once the page has loaded. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` once the page has loaded and the browser has a quiet moment: for work nobody is waiting for (issue
 * 16), so that it neither delays nor competes with the page's first paint and its data. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  let isCancelled = false;
  let cancelIdle = () => {};
  const schedule = () => {
    if (isCancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(task, 1);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    isCancelled = true;
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
