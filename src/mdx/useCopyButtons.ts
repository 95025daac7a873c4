import * as React from 'react';
import { copyToClipboard } from '../utils/clipboard';

/** How long a copy button says "Copied". */
export const COPIED_FEEDBACK_MS = 2000;

/** Say something to screen readers through one shared, visually hidden live region. */
export function announce(message: string) {
  let region = document.getElementById('copy-announcer');
  if (!region) {
    region = document.createElement('div');
    region.id = 'copy-announcer';
    region.className = 'visually-hidden';
    region.setAttribute('role', 'status');
    document.body.append(region);
  }
  region.textContent = '';
  window.setTimeout(() => {
    region.textContent = message;
  }, 50);
}

export interface CopyLabels {
  copy: string;
  copyCode: string;
  copied: string;
}

/**
 * Copy text, tell screen readers, and show the copied state: `showCopied` marks it and returns how to undo the
 * mark, which happens after `COPIED_FEEDBACK_MS`. When the browser refuses, nothing changes (the text stays
 * selectable).
 */
export async function copyWithFeedback(text: string, copiedLabel: string, showCopied: () => () => void): Promise<void> {
  try {
    await copyToClipboard(text);
  } catch {
    return;
  }
  announce(copiedLabel);
  window.setTimeout(showCopied(), COPIED_FEEDBACK_MS);
}

async function copy(button: HTMLButtonElement, labels: CopyLabels) {
  const code = button.closest('.code-block')?.querySelector('pre code');
  if (!code) {
    return;
  }
  await copyWithFeedback(code.textContent ?? '', labels.copied, () => {
    button.textContent = labels.copied;
    button.setAttribute('aria-label', labels.copied);
    return () => {
      button.textContent = labels.copy;
      button.setAttribute('aria-label', labels.copyCode);
    };
  });
}

/** One document listener that makes every code block's copy button work, hydrated or not. */
export function useCopyButtons({ copy: copyLabel, copyCode, copied }: CopyLabels) {
  React.useEffect(() => {
    const labels = { copy: copyLabel, copyCode, copied };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-code]');
      if (button) {
        void copy(button, labels);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [copyLabel, copyCode, copied]);
}
