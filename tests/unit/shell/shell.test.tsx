import * as React from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DOCS_CONFIG } from '../../../src/core/config';
import { startDeferred } from '../../../src/shell/deferred';
import { startMenus } from '../../../src/shell/menus';
import { startNavigation } from '../../../src/shell/navigation';

const loaders = vi.hoisted(() => ({ search: vi.fn(), settings: vi.fn() }));
vi.mock('../../../src/search', async (original) => ({
  ...(await original<typeof import('../../../src/search')>()),
  loadSearchDialog: loaders.search,
}));
vi.mock('../../../src/layout', async (original) => ({
  ...(await original<typeof import('../../../src/layout')>()),
  loadSettingsDrawer: loaders.settings,
}));
const { startOpeners } = await import('../../../src/shell/openers');

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
});

describe('search and settings', () => {
  const context = { config: DEFAULT_DOCS_CONFIG, language: 'en' as const, messages: {} };
  const labels = {
    searchFailed: 'Search could not load. Reload the page.',
    settingsFailed: 'Settings could not load. Reload the page.',
    reload: 'Reload',
    dismiss: 'Dismiss',
  };
  beforeEach(() => {
    document.body.innerHTML = `
      <button type="button" data-shell="search">Search</button>
      <button type="button" data-shell="settings">Open settings</button>`;
    loaders.search.mockReset();
    loaders.settings.mockReset();
  });
  const offer = () => document.querySelector<HTMLElement>('.island-failed[role="alert"]');

  it('opens on Ctrl+K and `/`, not on `/` typed in a field; closing gives focus back to what opened it', async () => {
    const opened: boolean[] = [];
    let close: () => void = () => {};
    function Dialog({ open, onClose }: { open: boolean; onClose: () => void }) {
      opened.push(open);
      close = onClose;
      return open ? <p role="dialog">Search dialog</p> : null;
    }
    loaders.search.mockResolvedValue({ default: Dialog });
    stops.push(startOpeners(context, labels, { showCodeStyling: false }));
    const searchButton = document.querySelector<HTMLButtonElement>('[data-shell="search"]')!;
    searchButton.focus();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true }));
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    React.act(() => close());
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(document.activeElement).toBe(searchButton);
    const field = document.createElement('input');
    document.body.append(field);
    field.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '/' }));
    await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
    // Mounted once: the second opening renders the same island again.
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
  });

  it('offer a reload where they would open when their code cannot load, and try again at the next opening', async () => {
    loaders.settings.mockRejectedValue(new Error('chunk gone'));
    stops.push(startOpeners(context, labels, { showCodeStyling: false }));
    const settingsButton = document.querySelector<HTMLButtonElement>('[data-shell="settings"]')!;
    settingsButton.focus();
    settingsButton.click();
    await vi.waitFor(() => expect(offer()?.textContent).toContain('Settings could not load. Reload the page.'));
    expect(document.activeElement?.textContent).toBe('Reload');
    key('Escape');
    expect(offer()).toBeNull();
    expect(document.activeElement).toBe(settingsButton);
    const attempts = loaders.settings.mock.calls.length;
    settingsButton.click();
    await vi.waitFor(() => expect(offer()).not.toBeNull());
    expect(loaders.settings.mock.calls.length).toBeGreaterThan(attempts);
    [...offer()!.querySelectorAll('button')].find((button) => button.textContent === 'Dismiss')!.click();
    expect(offer()).toBeNull();
  });
});
