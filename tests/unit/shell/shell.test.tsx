import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOCS_CONFIG } from '../../../src/core/config';
import { startDeferred } from '../../../src/shell/deferred';
import { startMenus } from '../../../src/shell/menus';
import { startNavigation } from '../../../src/shell/navigation';
import { startTableOfContents } from '../../../src/shell/tableOfContents';

const loaders = vi.hoisted(() => ({ frame: vi.fn(), search: vi.fn() }));
vi.mock('../../../src/search', async (original) => ({
  ...(await original<typeof import('../../../src/search')>()),
  loadSearchFrame: loaders.frame,
  loadSearchResults: loaders.search,
}));
const { startSearch } = await import('../../../src/shell/search');
const { startSettings } = await import('../../../src/shell/settings');

let stops: Array<() => void> = [];
beforeEach(() => {
  stops = [];
});
afterEach(() => {
  stops.forEach((stop) => stop());
  document.body.innerHTML = '';
});

const key = (name: string, init: KeyboardEventInit = {}) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, ...init }));

/** jsdom has <dialog> without its methods: the modal state is the `open` attribute, and close fires `close`. */
function stubDialogs() {
  const prototype = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
  const own = { showModal: prototype.showModal, close: prototype.close };
  beforeEach(() => {
    prototype.showModal = function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    prototype.close = function (this: HTMLDialogElement) {
      if (this.hasAttribute('open')) {
        this.removeAttribute('open');
        this.dispatchEvent(new Event('close'));
      }
    };
  });
  afterEach(() => {
    Object.assign(prototype, own);
  });
}

describe('the navigation drawer', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" data-shell="menu" aria-controls="docs-navigation" aria-expanded="false">Menu</button>
      <nav id="docs-navigation" data-shell="navigation"><a href="/a/">A</a><a href="/b/" aria-current="page">B</a></nav>
      <div data-shell="backdrop" hidden></div>`;
    stops.push(startNavigation());
  });
  const button = () => document.querySelector<HTMLButtonElement>('[data-shell="menu"]')!;
  const nav = () => document.getElementById('docs-navigation')!;
  const backdrop = () => document.querySelector<HTMLElement>('[data-shell="backdrop"]')!;

  it('opens from the menu button with its backdrop, focusing the current page’s link', () => {
    button().click();
    expect(nav().hasAttribute('data-open')).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(backdrop().hidden).toBe(false);
    expect(document.activeElement?.textContent).toBe('B');
  });

  it('closes with Escape, the backdrop or the button, and gives focus back to the button', () => {
    for (const close of [() => key('Escape'), () => backdrop().click(), () => button().click()]) {
      button().click();
      close();
      expect(nav().hasAttribute('data-open')).toBe(false);
      expect(button().getAttribute('aria-expanded')).toBe('false');
      expect(backdrop().hidden).toBe(true);
      expect(document.activeElement).toBe(button());
    }
  });
});

describe('the app bar menus', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <div data-shell="menu-disclosure">
        <button type="button" aria-expanded="false" aria-controls="language-menu">Language</button>
        <ul id="language-menu" hidden><li><a href="/zh/page/" data-keep-hash="">中文</a></li></ul>
      </div>
      <p id="elsewhere">Elsewhere</p>`;
    stops.push(startMenus());
  });
  const button = () => document.querySelector<HTMLButtonElement>('[aria-controls="language-menu"]')!;
  const list = () => document.getElementById('language-menu')!;

  it('opens on its button with focus on the first link, and Escape closes it with focus back on the button', () => {
    button().click();
    expect(list().hidden).toBe(false);
    expect(button().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('中文');
    key('Escape');
    expect(list().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
  });

  it('closes on a press elsewhere', () => {
    button().click();
    document.getElementById('elsewhere')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(list().hidden).toBe(true);
    expect(button().getAttribute('aria-expanded')).toBe('false');
  });
});

describe('startDeferred', () => {
  it('holds a click made before the behaviour has loaded, and gives it to its target once it has', async () => {
    document.body.innerHTML = '<section><button type="button">Yes</button></section>';
    const section = document.querySelector('section')!;
    const button = section.querySelector('button')!;
    const clicks: string[] = [];
    let finish!: () => void;
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const outside = vi.fn();
    document.addEventListener('click', outside);
    stops.push(
      startDeferred(section, async () => {
        await loaded;
        const onClick = () => clicks.push('behaviour');
        button.addEventListener('click', onClick);
        return () => button.removeEventListener('click', onClick);
      }),
    );
    button.click();
    expect(clicks).toEqual([]);
    expect(outside).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['behaviour']));
    button.click();
    expect(clicks).toEqual(['behaviour', 'behaviour']);
    document.removeEventListener('click', outside);
  });

  it('holds a click on an icon (an SVG element) and gives it again to the button that holds it', async () => {
    document.body.innerHTML =
      '<section><button type="button"><svg viewBox="0 0 24 24"><path d="M0 0h1"/></svg>Copy</button></section>';
    const section = document.querySelector('section')!;
    const button = section.querySelector('button')!;
    const clicks: string[] = [];
    let finish!: () => void;
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    stops.push(
      startDeferred(section, async () => {
        await loaded;
        const onClick = () => clicks.push('behaviour');
        button.addEventListener('click', onClick);
        return () => button.removeEventListener('click', onClick);
      }),
    );
    section.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([]);
    finish();
    await vi.waitFor(() => expect(clicks).toEqual(['behaviour']));
  });

  it('holds an arrow key pressed before the behaviour has loaded (it opens a menu button), and no other key', async () => {
    document.body.innerHTML = '<section><button type="button" aria-haspopup="menu">More</button></section>';
    const section = document.querySelector('section')!;
    const button = section.querySelector('button')!;
    const keys: string[] = [];
    let finish!: () => void;
    const loaded = new Promise<void>((resolve) => {
      finish = resolve;
    });
    stops.push(
      startDeferred(
        section,
        async () => {
          await loaded;
          const onKey = (event: KeyboardEvent) => keys.push(event.key);
          button.addEventListener('keydown', onKey);
          return () => button.removeEventListener('keydown', onKey);
        },
        'interaction',
      ),
    );
    button.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    button.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    const arrow = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true });
    button.dispatchEvent(arrow);
    expect(arrow.defaultPrevented).toBe(true);
    finish();
    await vi.waitFor(() => expect(keys).toEqual(['ArrowDown']));
  });

  it('with `interaction`, loads nothing until a pointer or the focus reaches the element, then once', async () => {
    document.body.innerHTML = '<section><button type="button">Copy</button></section><p>Elsewhere</p>';
    const section = document.querySelector('section')!;
    const load = vi.fn(async () => () => {});
    window.requestIdleCallback = (callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 50 });
      return 1;
    };
    stops.push(startDeferred(section, load, 'interaction'));
    document.querySelector('p')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    section.querySelector('button')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    section.dispatchEvent(new Event('pointerover', { bubbles: true }));
    section.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
    delete (window as Partial<Window>).requestIdleCallback;
  });
});

describe('search', () => {
  const context = { config: DEFAULT_DOCS_CONFIG, language: 'en' as const, messages: {} };
  const messages: Record<string, string> = {
    'search.dialog': 'Search the documentation',
    'search.placeholder': 'Search the docs',
    'search.failed': 'Search could not load. Reload the page.',
    'island.reload': 'Reload',
    'island.dismiss': 'Dismiss',
  };
  const t = (key: string) => messages[key] ?? key;
  stubDialogs();
  const idle: Array<() => void> = [];
  beforeEach(() => {
    document.body.innerHTML = `<button type="button" data-shell="search">Search</button>`;
    loaders.frame.mockReset();
    loaders.frame.mockImplementation(() => import('../../../src/search/buildFrame'));
    loaders.search.mockReset();
    idle.length = 0;
    window.requestIdleCallback = (callback: IdleRequestCallback) =>
      idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })) - 1;
    window.cancelIdleCallback = () => {};
  });
  afterEach(() => {
    delete (window as Partial<Window>).requestIdleCallback;
    delete (window as Partial<Window>).cancelIdleCallback;
  });
  const dialog = () => document.querySelector<HTMLDialogElement>('dialog.search-dialog');
  const field = () => dialog()!.querySelector('input')!;
  const searchButton = () => document.querySelector<HTMLButtonElement>('[data-shell="search"]')!;
  const offer = () => document.querySelector<HTMLElement>('.island-failed[role="alert"]');
  /** Runs what waits for an idle page: the frame's build. */
  const becomeIdle = async () => {
    idle.splice(0).forEach((run) => run());
    await vi.waitFor(() => expect(dialog()).not.toBeNull());
  };

  it('builds the closed dialog once the page is idle, then opens it at once on Ctrl+K and `/` (not on `/` typed in a field) with its field focused; the results render into it with what was typed meanwhile; closing gives focus back', async () => {
    const rendered: Array<{ open: boolean; query: string }> = [];
    let release: () => void = () => {};
    function Results({ dialog: frame, open }: { dialog: HTMLDialogElement; open: boolean }) {
      rendered.push({ open, query: frame.querySelector('input')!.value });
      return open ? <p data-testid="results">Results</p> : null;
    }
    loaders.search.mockReturnValue(new Promise((resolve) => (release = () => resolve({ default: Results }))));
    stops.push(startSearch(context, t));
    expect(dialog()).toBeNull();
    await becomeIdle();
    expect(dialog()!.open).toBe(false);
    expect(field().getAttribute('aria-controls')).toBe('search-results');
    expect(dialog()!.querySelector('#search-results[role="listbox"]')).not.toBeNull();
    expect(dialog()!.getAttribute('aria-label')).toBe('Search the documentation');
    searchButton().focus();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    // Open before the results' code has loaded: the reader types meanwhile.
    expect(dialog()!.open).toBe(true);
    expect(document.activeElement).toBe(field());
    field().value = 'button';
    release();
    await vi.waitFor(() => expect(dialog()!.querySelector('.search-body [data-testid="results"]')).not.toBeNull());
    expect(rendered.at(-1)).toEqual({ open: true, query: 'button' });
    dialog()!.querySelector<HTMLButtonElement>('[data-search-close]')!.click();
    expect(dialog()!.open).toBe(false);
    expect(document.activeElement).toBe(searchButton());
    await vi.waitFor(() => expect(dialog()!.querySelector('[data-testid="results"]')).toBeNull());
    const other = document.createElement('input');
    document.body.append(other);
    other.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    expect(dialog()!.open).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    expect(dialog()!.open).toBe(true);
    await vi.waitFor(() => expect(dialog()!.querySelector('[data-testid="results"]')).not.toBeNull());
    // Built and mounted once: the second opening shows the same dialog and island again.
    expect(document.querySelectorAll('dialog.search-dialog, [data-testid="results"]')).toHaveLength(2);
  });

  it('opened before the page is idle, builds the dialog first and opens it', async () => {
    loaders.search.mockReturnValue(new Promise(() => {}));
    stops.push(startSearch(context, t));
    searchButton().click();
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
    expect(document.activeElement).toBe(field());
  });

  it('offers a reload in the dialog when the results’ code cannot load, and tries again at the next opening', async () => {
    loaders.search.mockRejectedValue(new Error('chunk gone'));
    stops.push(startSearch(context, t));
    await becomeIdle();
    searchButton().focus();
    searchButton().click();
    expect(dialog()!.open).toBe(true);
    await vi.waitFor(() => expect(offer()?.textContent).toContain('Search could not load. Reload the page.'));
    expect(dialog()!.querySelector('.search-body')!.contains(offer())).toBe(true);
    expect(document.activeElement?.textContent).toBe('Reload');
    key('Escape');
    expect(offer()).toBeNull();
    expect(dialog()!.open).toBe(false);
    expect(document.activeElement).toBe(searchButton());
    const attempts = loaders.search.mock.calls.length;
    searchButton().click();
    await vi.waitFor(() => expect(offer()).not.toBeNull());
    expect(loaders.search.mock.calls.length).toBeGreaterThan(attempts);
    [...offer()!.querySelectorAll('button')].find((button) => button.textContent === 'Dismiss')!.click();
    expect(offer()).toBeNull();
    expect(dialog()!.open).toBe(false);
  });

  it('offers a floating reload when the dialog itself cannot load, and tries again at the next opening', async () => {
    loaders.frame.mockRejectedValue(new Error('chunk gone'));
    stops.push(startSearch(context, t));
    searchButton().focus();
    searchButton().click();
    await vi.waitFor(() => expect(offer()?.textContent).toContain('Search could not load. Reload the page.'));
    expect(offer()!.hasAttribute('data-floating')).toBe(true);
    expect(document.activeElement?.textContent).toBe('Reload');
    key('Escape');
    expect(offer()).toBeNull();
    expect(document.activeElement).toBe(searchButton());
    loaders.frame.mockImplementation(() => import('../../../src/search/buildFrame'));
    loaders.search.mockReturnValue(new Promise(() => {}));
    // Focus back on the button asked for the code again, which failed once more meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 0));
    searchButton().click();
    await vi.waitFor(() => expect(dialog()?.open).toBe(true));
  });
});

describe('the settings panel', () => {
  const html = document.documentElement;
  stubDialogs();
  beforeEach(() => {
    localStorage.clear();
    document.body.innerHTML = `
      <button type="button" data-shell="settings" aria-controls="docs-settings">Open settings</button>
      <dialog id="docs-settings" class="settings-panel">
        <button type="button" data-settings-close>Close settings</button>
        ${[
          ['mode', ['light', 'dark', 'system']],
          ['direction', ['ltr', 'rtl']],
          ['density', ['default', 'dense']],
          ['code-styling', ['system', 'tailwind', 'css']],
        ]
          .map(
            ([setting, values]) =>
              `<div role="group" data-setting="${setting}">${(values as string[])
                .map((value) => `<button type="button" aria-pressed="false" value="${value}">${value}</button>`)
                .join('')}</div>`,
          )
          .join('')}
      </dialog>`;
    stops.push(startSettings());
  });
  afterEach(() => {
    html.removeAttribute('dir');
    html.removeAttribute('data-dense');
    html.removeAttribute('data-mui-color-scheme');
    html.removeAttribute('data-code-styling');
    document.cookie = 'codeStyling=; max-age=0; path=/';
    localStorage.clear();
  });
  const panel = () => document.querySelector<HTMLDialogElement>('dialog')!;
  const choice = (setting: string, value: string) =>
    document.querySelector<HTMLButtonElement>(`[data-setting="${setting}"] button[value="${value}"]`)!;
  const pressed = () =>
    [...document.querySelectorAll<HTMLButtonElement>('[data-setting] button[aria-pressed="true"]')].map(
      (button) => `${button.closest('[data-setting]')!.getAttribute('data-setting')}=${button.value}`,
    );

  it('opens with the current choices pressed, even from a corrupt store', () => {
    localStorage.setItem('mui-mode', '{garbage');
    html.setAttribute('dir', 'rtl');
    html.setAttribute('data-code-styling', 'tailwind');
    const button = document.querySelector<HTMLButtonElement>('[data-shell="settings"]')!;
    button.click();
    expect(panel().open).toBe(true);
    expect(pressed()).toEqual(['mode=system', 'direction=rtl', 'density=default', 'code-styling=tailwind']);
    // Each choice is reported by the page's click analytics.
    const dense = choice('density', 'dense');
    expect([dense.dataset.gaEventCategory, dense.dataset.gaEventAction, dense.dataset.gaEventLabel]).toEqual([
      'settings',
      'density',
      'dense',
    ]);
  });

  it('applies and remembers each choice at once, and tells the page about a new mode', () => {
    const heard: Array<string | null> = [];
    const onStorage = (event: StorageEvent) => heard.push(event.newValue);
    window.addEventListener('storage', onStorage);
    document.querySelector<HTMLButtonElement>('[data-shell="settings"]')!.click();
    choice('mode', 'dark').click();
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(html.getAttribute('data-mui-color-scheme')).toBe('dark');
    expect(heard).toEqual(['dark']);
    choice('direction', 'rtl').click();
    expect(html.getAttribute('dir')).toBe('rtl');
    expect(localStorage.getItem('mui-direction')).toBe('rtl');
    choice('density', 'dense').click();
    expect(html.hasAttribute('data-dense')).toBe(true);
    expect(localStorage.getItem('mui-dense')).toBe('true');
    choice('code-styling', 'css').click();
    expect(html.getAttribute('data-code-styling')).toBe('css');
    expect(document.cookie).toContain('codeStyling=css');
    expect(pressed()).toEqual(['mode=dark', 'direction=rtl', 'density=dense', 'code-styling=css']);
    choice('density', 'default').click();
    expect(html.hasAttribute('data-dense')).toBe(false);
    expect(localStorage.getItem('mui-dense')).toBe('false');
    window.removeEventListener('storage', onStorage);
  });

  it('closes from its close button and gives focus back to the settings button', () => {
    const button = document.querySelector<HTMLButtonElement>('[data-shell="settings"]')!;
    button.focus();
    button.click();
    choice('mode', 'light').focus();
    document.querySelector<HTMLButtonElement>('[data-settings-close]')!.click();
    expect(panel().open).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('the table of contents', () => {
  /** A page with two headings and the contents' links to them; headings report `tops` as their positions. */
  function page(tops: Record<string, number>) {
    document.body.innerHTML = `
      <h2 id="first">First</h2><h2 id="second">Second</h2>
      <nav data-shell="toc"><a href="#first">First</a><a href="#second">Second</a></nav>`;
    // A long page: the reader is never at its bottom here (jsdom lays nothing out).
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 5000 });
    const measured: string[] = [];
    for (const [id, top] of Object.entries(tops)) {
      const heading = document.getElementById(id)!;
      heading.getBoundingClientRect = () => {
        measured.push(id);
        return { top } as DOMRect;
      };
    }
    return measured;
  }
  const current = () =>
    [...document.querySelectorAll('[data-shell="toc"] a[aria-current="location"]')].map((link) => link.textContent);
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));

  afterEach(() => {
    window.scrollY = 0;
    delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
  });

  it('measures nothing when the page starts at the top (no entry is current yet), then follows the scroll', async () => {
    const measured = page({ first: 40, second: 900 });
    stops.push(startTableOfContents());
    await frames();
    expect(measured).toEqual([]);
    expect(current()).toEqual([]);
    window.scrollY = 300;
    window.dispatchEvent(new Event('scroll'));
    await frames();
    expect(measured).toEqual(['first', 'second']);
    expect(current()).toEqual(['First']);
  });

  it('marks the heading a page opened further down is at, in the first frame', async () => {
    const measured = page({ first: -500, second: 20 });
    window.scrollY = 1200;
    stops.push(startTableOfContents());
    expect(measured).toEqual([]);
    await frames();
    expect(current()).toEqual(['Second']);
  });
});
