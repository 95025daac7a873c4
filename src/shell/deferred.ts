/** The longest deferred work waits for an idle main thread before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `work` once the main thread is idle (after 3 s at the latest; at once after this task where the browser
 * has no idle callbacks). Returns the function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  const idle = window.requestIdleCallback?.(work, { timeout: IDLE_TIMEOUT_MS });
  const timer = idle === undefined ? window.setTimeout(work, 1) : undefined;
  return () => {
    if (idle !== undefined) {
      window.cancelIdleCallback?.(idle);
    }
    window.clearTimeout(timer);
  };
}

/**
 * Starts the behaviour of an exported element from a chunk of its own, once the main thread is idle after the page
 * started, so its code is no part of the page's initial JavaScript. A click inside the element before the code is
 * there is held, and given again to its target once the behaviour has started: no answer is lost. Returns the
 * function that stops it (or that cancels the load).
 */
export function startDeferred(element: Element | null, load: () => Promise<() => void>): () => void {
  if (!element) {
    return () => {};
  }
  let stop: (() => void) | null = null;
  let stopped = false;
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    if (event.target instanceof HTMLElement) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held = event.target;
    }
  };
  element.addEventListener('click', hold, true);
  const start = () => {
    load().then(
      (stopBehaviour) => {
        element.removeEventListener('click', hold, true);
        if (stopped) {
          stopBehaviour();
          return;
        }
        stop = stopBehaviour;
        held?.click();
        held = null;
      },
      // The element keeps its exported state; a click then does what the markup alone does.
      () => element.removeEventListener('click', hold, true),
    );
  };
  const cancel = whenIdle(start);
  return () => {
    stopped = true;
    cancel();
    element.removeEventListener('click', hold, true);
    stop?.();
  };
}
