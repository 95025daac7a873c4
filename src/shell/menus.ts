/**
 * The app bar's menus (language, version): a button that shows a list of links under it (the disclosure pattern).
 * Opened, the first link takes focus; Escape or a press elsewhere closes it, and Escape returns focus to the button.
 * A language link carries the reader's current hash (`#section`) over to the other language's page.
 */
export function startMenus(): () => void {
  const cleanups = [...document.querySelectorAll<HTMLElement>('[data-shell="menu-disclosure"]')].map(startMenu);
  const keepHash = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[data-keep-hash]');
    if (link && window.location.hash && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      window.location.assign(`${link.getAttribute('href')}${window.location.hash}`);
    }
  };
  document.addEventListener('click', keepHash);
  return () => {
    cleanups.forEach((cleanup) => cleanup());
    document.removeEventListener('click', keepHash);
  };
}

function startMenu(root: HTMLElement): () => void {
  const button = root.querySelector<HTMLButtonElement>(':scope > button[aria-controls]');
  const list = button ? document.getElementById(button.getAttribute('aria-controls') ?? '') : null;
  if (!button || !list) {
    return () => {};
  }
  const setOpen = (open: boolean) => {
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      list.querySelector<HTMLElement>('a')?.focus();
      document.addEventListener('pointerdown', onPointerDown);
      document.addEventListener('keydown', onKeyDown);
    } else {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) {
      setOpen(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setOpen(false);
      button.focus();
    }
  };
  const toggle = () => setOpen(list.hidden !== false);
  button.addEventListener('click', toggle);
  return () => {
    button.removeEventListener('click', toggle);
    setOpen(false);
  };
}
