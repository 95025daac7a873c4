/** Whether a key press happens while the reader types somewhere (where `/` is a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      target.isContentEditable ||
      target.closest('[contenteditable=""], [contenteditable="true"]') !== null)
  );
}

/** Whether a key press is the search shortcut: Ctrl+K or ⌘K anywhere, `/` outside text fields. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'defaultPrevented'>,
): boolean {
  if (event.defaultPrevented) {
    return false;
  }
  if (
    (event.key === 'k' || event.key === 'K') &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  ) {
    return true;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}
