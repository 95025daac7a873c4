import * as React from 'react';
import { copyToClipboard } from '../utils';

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

function isEditable(element: Element | null): boolean {
  return Boolean(element?.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

/**
 * The code block under the pointer when the reader presses Ctrl/⌘+C with nothing selected and no field focused:
 * the block the shortcut should copy; null when the shortcut belongs to the browser or a field.
 */
export function codeBlockToCopy(event: KeyboardEvent): Element | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'c') {
    return null;
  }
  const selection = window.getSelection();
  if ((selection && selection.toString() !== '') || isEditable(document.activeElement)) {
    return null;
  }
  return document.querySelector('.code-block:hover');
}

/**
 * Document listeners that make every code block's copy button work, hydrated or not, and copy the code block under
 * the pointer on Ctrl/⌘+C when nothing is selected (a demo's code is copied by the demo toolbar instead).
 */
export function useCopyButtons({ copy: copyLabel, copyCode, copied }: CopyLabels) {
  React.useEffect(() => {
    const labels = { copy: copyLabel, copyCode, copied };
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>('button[data-copy-code]');
      if (button) {
        void copy(button, labels);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const block = codeBlockToCopy(event);
      const text = block && !block.closest('[data-demo-root]') ? block.querySelector('pre code')?.textContent : null;
      if (text) {
        event.preventDefault();
        void copyWithFeedback(text, copied, () => () => {});
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [copyLabel, copyCode, copied]);
}
