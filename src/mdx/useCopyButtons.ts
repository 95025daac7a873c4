import * as React from 'react';

/** How long a copy button says "Copied". */
export const COPIED_FEEDBACK_MS = 2000;

async function copy(button: HTMLButtonElement) {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) {
    return;
  }
  try {
    await navigator.clipboard.writeText(code.textContent ?? '');
  } catch {
    // Clipboard access can be denied; the code stays selectable.
    return;
  }
  button.textContent = 'Copied';
  button.setAttribute('aria-label', 'Copied');
  window.setTimeout(() => {
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code');
  }, COPIED_FEEDBACK_MS);
}

/** One document listener that makes every code block's copy button work, hydrated or not. */
export function useCopyButtons() {
  React.useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-code]');
      if (button) {
        void copy(button);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
}
