/** The longest a deferred behaviour waits for an idle main thread before it loads anyway. */
const IDLE_TIMEOUT_MS = 3000;

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
  const idle = window.requestIdleCallback?.(start, { timeout: IDLE_TIMEOUT_MS });
  const timer = idle === undefined ? window.setTimeout(start, 1) : undefined;
  return () => {
    stopped = true;
    if (idle !== undefined) {
      window.cancelIdleCallback(idle);
    }
    window.clearTimeout(timer);
    element.removeEventListener('click', hold, true);
    stop?.();
  };
}
