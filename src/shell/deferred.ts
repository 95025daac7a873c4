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

/** The events held while an element's behaviour loads. */
const HELD = ['click', 'keydown'] as const;

/** What a pointer (mouse, touch or pen: `pointerover` comes before the press) or the keyboard does first to an element. */
const FIRST_INTERACTION = ['pointerover', 'focusin'] as const;

/**
 * Starts the behaviour of an exported element from a chunk of its own, so its code is no part of the page's initial
 * JavaScript: once the main thread is idle after the page started, or (`when: 'interaction'`) when a pointer or the
 * focus first reaches the element. A click (or an arrow key) inside the element before the code is there is held,
 * and given again to its target once the behaviour has started: no answer is lost. Returns the function that stops it (or that cancels
 * the load).
 */
export function startDeferred(
  element: Element | null,
  load: () => Promise<() => void>,
  when: 'idle' | 'interaction' = 'idle',
): () => void {
  if (!element) {
    return () => {};
  }
  let stop: (() => void) | null = null;
  let stopped = false;
  // A click, or an arrow key (which opens a menu button), that came before the code: given again once it is there.
  let held: { target: HTMLElement; key?: string } | null = null;
  const hold = (event: Event) => {
    const { key } = event as KeyboardEvent;
    // The element clicked, or the one holding it (a button's icon is an SVG element, which cannot be clicked again).
    const target = (event.target as Element).closest?.(':not(svg, svg *)');
    if (target instanceof HTMLElement && (!key || key === 'ArrowDown' || key === 'ArrowUp')) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held = { target, key };
    }
  };
  const release = () => HELD.forEach((type) => element.removeEventListener(type, hold, true));
  HELD.forEach((type) => element.addEventListener(type, hold, true));
  const start = () => {
    load().then(
      (stopBehaviour) => {
        release();
        if (stopped) {
          stopBehaviour();
          return;
        }
        stop = stopBehaviour;
        if (held?.key) {
          held.target.dispatchEvent(new KeyboardEvent('keydown', { key: held.key, bubbles: true, cancelable: true }));
        } else {
          held?.target.click();
        }
      },
      // The element keeps its exported state; a click then does what the markup alone does.
      release,
    );
  };
  let cancel: () => void;
  if (when === 'idle') {
    cancel = whenIdle(start);
  } else {
    const first = () => {
      cancel();
      start();
    };
    FIRST_INTERACTION.forEach((type) => element.addEventListener(type, first));
    cancel = () => FIRST_INTERACTION.forEach((type) => element.removeEventListener(type, first));
  }
  return () => {
    stopped = true;
    cancel();
    release();
    stop?.();
  };
}
