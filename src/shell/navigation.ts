/** Scroll a container so its current-page link is visible, without moving the page itself. */
export function revealActiveLink(container: HTMLElement | null): void {
  const link = container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !link) {
    return;
  }
  const top = link.offsetTop;
  if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
    container.scrollTop = top - container.clientHeight / 3;
  }
}

/**
 * The navigation: a sticky sidebar from `lg` and, below it, a drawer that the app bar's menu button opens over the
 * page. Opened, it takes focus to the current page's link; Escape, the backdrop and the button close it, and focus
 * returns to the button. Plain DOM over the exported markup: it works even when no further code can load.
 */
export function startNavigation(): () => void {
  const nav = document.querySelector<HTMLElement>('nav[data-shell="navigation"]');
  revealActiveLink(nav);
  const button = document.querySelector<HTMLButtonElement>('button[data-shell="menu"]');
  if (!button || !nav) {
    return () => {};
  }
  const backdrop = document.querySelector<HTMLElement>('[data-shell="backdrop"]');
  let open = false;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      close();
    }
  };
  const close = () => {
    if (!open) {
      return;
    }
    open = false;
    nav.removeAttribute('data-open');
    button.setAttribute('aria-expanded', 'false');
    if (backdrop) {
      backdrop.hidden = true;
    }
    document.removeEventListener('keydown', onKeyDown);
    button.focus();
  };
  const show = () => {
    open = true;
    nav.setAttribute('data-open', '');
    button.setAttribute('aria-expanded', 'true');
    if (backdrop) {
      backdrop.hidden = false;
    }
    revealActiveLink(nav);
    // The current page's link wherever it is, else the first link (a selector list would take the first in document order).
    (nav.querySelector<HTMLElement>('[aria-current="page"]') ?? nav.querySelector<HTMLElement>('a'))?.focus();
    document.addEventListener('keydown', onKeyDown);
  };
  const toggle = () => (open ? close() : show());
  button.addEventListener('click', toggle);
  backdrop?.addEventListener('click', close);
  return () => {
    button.removeEventListener('click', toggle);
    backdrop?.removeEventListener('click', close);
    document.removeEventListener('keydown', onKeyDown);
  };
}
