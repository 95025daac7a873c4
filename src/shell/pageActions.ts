import { copyToClipboard } from '../utils';
import { showToast } from './toast';

/** The headings a section link can point at: the article's h2 and h3 with an id. */
const SECTION_HEADINGS = 'article h2[id], article h3[id]';

/**
 * The section the reader is in: the last heading whose top is above the upper third of the viewport, or the first
 * heading inside the viewport; null when no heading is in view or above it.
 */
export function sectionInView(): HTMLElement | null {
  const headings = [...document.querySelectorAll<HTMLElement>(SECTION_HEADINGS)];
  const line = window.innerHeight / 3;
  let current: HTMLElement | null = null;
  for (const heading of headings) {
    const { top } = heading.getBoundingClientRect();
    if (top <= line) {
      current = heading;
    } else {
      return current ?? (top < window.innerHeight ? heading : null);
    }
  }
  return current;
}

/**
 * The behaviour of a docs page's actions (`layout/PageActions`): "Copy page" copies the page's Markdown copy (fetched
 * once, from the first interaction on), and the toggle opens the menu by the menu button pattern: arrows, Home and End
 * move between its items, Escape closes it and gives focus back, Tab or a press elsewhere closes it. Its "Copy link
 * to this section" item shows when a section is in view. Returns the function that stops it.
 */
export function startPageActions(root: HTMLElement, dismiss: string): () => void {
  const toggle = root.querySelector<HTMLButtonElement>('[aria-haspopup="menu"]');
  const menu = root.querySelector<HTMLElement>('[role="menu"]');
  const sectionItem = root.querySelector<HTMLElement>('[data-section-item]');
  if (!toggle || !menu) {
    return () => {};
  }
  const message = (name: string) => root.dataset[name] ?? '';
  let markdown: Promise<string> | null = null;
  const loadMarkdown = () => {
    markdown ??= fetch(root.dataset.markdown ?? '').then((response) => {
      if (!response.ok) {
        throw new Error(`The page's Markdown answered ${response.status}`);
      }
      return response.text();
    });
    markdown.catch(() => {
      markdown = null;
    });
    return markdown;
  };
  // Fetched as the behaviour starts (the reader's pointer or focus is on the actions): ready by the click.
  void loadMarkdown().catch(() => {});

  /** When the clipboard refuses, the text is shown selected for the reader to copy. */
  const showSelected = (text: string) => {
    let area = root.querySelector('textarea');
    if (!area) {
      area = document.createElement('textarea');
      area.readOnly = true;
      area.setAttribute('aria-label', message('textLabel'));
      root.append(area);
    }
    area.value = text;
    area.focus();
    area.select();
  };

  const copyPage = async () => {
    let text: string;
    try {
      text = await loadMarkdown();
    } catch {
      showToast(message('loadFailed'), dismiss);
      return;
    }
    try {
      await copyToClipboard(text);
    } catch {
      showSelected(text);
      showToast(message('copyFailed'), dismiss);
      return;
    }
    root.querySelector('textarea')?.remove();
    showToast(message('copied'), dismiss);
  };

  const items = () =>
    [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => !item.closest('[hidden]'));
  const isOpen = () => !menu.hidden;
  let section: HTMLElement | null = null;

  const open = (focus: 'first' | 'last') => {
    section = sectionInView();
    if (sectionItem) {
      sectionItem.hidden = !section;
    }
    menu.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    const list = items();
    (focus === 'first' ? list[0] : list.at(-1))?.focus();
    document.addEventListener('pointerdown', onPointerDown, true);
  };
  const close = (returnFocus: boolean) => {
    menu.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onPointerDown, true);
    if (returnFocus) {
      toggle.focus();
    }
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!root.contains(event.target as Node)) {
      close(false);
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (toggle.contains(target)) {
      if (isOpen()) {
        close(true);
      } else {
        open('first');
      }
      return;
    }
    const action = target.closest<HTMLElement>('[data-page-action]')?.dataset.pageAction;
    if (action === 'copy') {
      void copyPage();
    } else if (action === 'copy-section' && section) {
      const url = `${window.location.origin}${window.location.pathname}#${section.id}`;
      close(true);
      void copyToClipboard(url).then(
        () => showToast(message('sectionCopied'), dismiss),
        () => showToast(url, dismiss),
      );
    } else if (target.closest('a[role="menuitem"]')) {
      // The link does its own work (a new tab, or the Markdown copy here).
      close(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target === toggle && !isOpen() && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
      return;
    }
    if (!isOpen() || !menu.contains(event.target as Node)) {
      return;
    }
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    const moveTo = (next: number) => {
      event.preventDefault();
      list[(next + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') {
      moveTo(index + 1);
    } else if (event.key === 'ArrowUp') {
      moveTo(index - 1);
    } else if (event.key === 'Home') {
      moveTo(0);
    } else if (event.key === 'End') {
      moveTo(list.length - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (event.key === ' ' && event.target instanceof HTMLAnchorElement) {
      // Space activates a menu item, links included.
      event.preventDefault();
      event.target.click();
    }
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    close(false);
  };
}
