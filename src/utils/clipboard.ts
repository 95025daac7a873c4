/**
 * Copy text: the async Clipboard API first; where it is missing or refuses, select the text in a hidden
 * textarea and use the legacy copy command; when that fails too, throw a `NotAllowedError`.
 */
export async function copyToClipboard(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission denied or an insecure context: try the legacy path.
    }
  }
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  document.body.append(textarea);
  const previousFocus = document.activeElement as HTMLElement | null;
  textarea.focus();
  textarea.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    textarea.remove();
    previousFocus?.focus?.();
  }
  if (!copied) {
    throw new DOMException('The request is not allowed', 'NotAllowedError');
  }
}
