/** How long a message stays before it closes itself. */
export const TOAST_DURATION_MS = 6000;

let current: { element: HTMLElement; timer: number } | null = null;

/**
 * A short message at the bottom of the screen (a feedback error, a demo toolbar's result) that closes itself after a
 * few seconds or with its button: plain DOM styled by the global stylesheet, so it shows even when no further code
 * can load. A new message replaces the one on screen.
 */
export function showToast(message: string, dismissLabel: string): void {
  closeToast();
  const element = document.createElement('div');
  element.className = 'toast';
  // Only the message is announced, not the button's label.
  const text = document.createElement('span');
  text.setAttribute('role', 'alert');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = dismissLabel;
  button.addEventListener('click', closeToast);
  element.append(text, button);
  document.body.append(element);
  current = { element, timer: window.setTimeout(closeToast, TOAST_DURATION_MS) };
}

/** Closes the message on screen, if any. */
export function closeToast(): void {
  if (current) {
    window.clearTimeout(current.timer);
    current.element.remove();
    current = null;
  }
}
