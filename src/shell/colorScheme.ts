import {
  COLOR_SCHEME_ATTRIBUTE,
  COLOR_SCHEME_STORAGE_KEY,
  MODE_STORAGE_KEY,
  PREFERS_DARK_QUERY,
  parseColorMode,
} from '../core/preferences';
import { readStored } from '../utils';

/** The scheme `<html>` shows for the stored mode and the system's preference (the first-paint script's rule). */
function resolvedScheme(): 'light' | 'dark' {
  const mode = parseColorMode(readStored(MODE_STORAGE_KEY));
  const dark = mode === 'dark' || (mode === 'system' && window.matchMedia?.(PREFERS_DARK_QUERY).matches === true);
  const stored = readStored(`${COLOR_SCHEME_STORAGE_KEY}-${dark ? 'dark' : 'light'}`);
  return stored === 'light' || stored === 'dark' ? stored : dark ? 'dark' : 'light';
}

/** Sets `<html>`'s colour scheme from the stored mode and the system's preference, when it differs. */
export function applyColorScheme(): void {
  const html = document.documentElement;
  const scheme = resolvedScheme();
  if (html.getAttribute(COLOR_SCHEME_ATTRIBUTE) !== scheme) {
    html.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  }
}

/**
 * Keeps `<html>`'s colour scheme right after the first paint, without MUI's runtime on the page: it follows the
 * operating system live in system mode, and a change made in another tab. A change of scheme is instant: CSS
 * transitions are off until the page has been restyled, whoever set the attribute (this, or the settings panel).
 */
export function startColorScheme(): () => void {
  const html = document.documentElement;
  const media = window.matchMedia?.(PREFERS_DARK_QUERY);
  media?.addEventListener('change', applyColorScheme);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === MODE_STORAGE_KEY || event.key.startsWith(COLOR_SCHEME_STORAGE_KEY)) {
      applyColorScheme();
    }
  };
  window.addEventListener('storage', onStorage);
  const observer = new MutationObserver((records) => {
    if (records.every((record) => record.oldValue === html.getAttribute(COLOR_SCHEME_ATTRIBUTE))) {
      return;
    }
    const style = document.createElement('style');
    style.textContent = '*,*::before,*::after{transition:none!important}';
    document.head.appendChild(style);
    requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
  });
  observer.observe(html, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE], attributeOldValue: true });
  return () => {
    media?.removeEventListener('change', applyColorScheme);
    window.removeEventListener('storage', onStorage);
    observer.disconnect();
  };
}
