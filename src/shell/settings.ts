import {
  DENSE_ATTRIBUTE,
  DENSITY_STORAGE_KEY,
  DIRECTION_STORAGE_KEY,
  MODE_STORAGE_KEY,
  parseCodeStyling,
  parseColorMode,
  parseDirection,
  type ReaderSetting,
} from '../core/preferences';
import { gaEventAttributes } from '../analytics';
import { currentCodePreferences, readStored, setCodeStyling, writeStored } from '../utils';
import { applyColorScheme } from './colorScheme';
import { onBackdrop } from './dialogs';

/** The value each setting has now, as its buttons' `value`s write it. */
function currentValue(setting: ReaderSetting): string {
  const html = document.documentElement;
  switch (setting) {
    case 'mode':
      return parseColorMode(readStored(MODE_STORAGE_KEY));
    case 'direction':
      return parseDirection(html.getAttribute('dir'));
    case 'density':
      return html.hasAttribute(DENSE_ATTRIBUTE) ? 'dense' : 'default';
    case 'code-styling':
      return currentCodePreferences().codeStyling;
  }
}

/**
 * Applies and remembers a setting. The mode is announced to the page as a storage event too, as another tab's change
 * would be: the colour scheme runtimes of MUI's that the page's demos run take it up, instead of keeping the mode
 * they read when they hydrated. Direction and density are `<html>` attributes the demos' theme follows.
 */
function apply(setting: ReaderSetting, value: string): void {
  const html = document.documentElement;
  if (setting === 'mode') {
    const mode = parseColorMode(value);
    writeStored(MODE_STORAGE_KEY, mode);
    applyColorScheme();
    try {
      window.dispatchEvent(new StorageEvent('storage', { key: MODE_STORAGE_KEY, newValue: mode }));
    } catch {
      // A browser without the StorageEvent constructor: the page itself has changed already.
    }
  } else if (setting === 'direction') {
    const direction = parseDirection(value);
    writeStored(DIRECTION_STORAGE_KEY, direction);
    html.setAttribute('dir', direction);
  } else if (setting === 'density') {
    const dense = value === 'dense';
    writeStored(DENSITY_STORAGE_KEY, String(dense));
    html.toggleAttribute(DENSE_ATTRIBUTE, dense);
  } else {
    const styling = parseCodeStyling(value);
    if (styling) {
      setCodeStyling(styling);
    }
  }
}

/** The setting a button of the panel chooses, from its group. */
function settingOf(button: Element): ReaderSetting | null {
  return (button.closest('[data-setting]')?.getAttribute('data-setting') as ReaderSetting | null) ?? null;
}

/**
 * Marks each setting's current value as the pressed button of its group, and gives each button its analytics
 * attributes (category `settings`, the setting as action, the value as label).
 */
function mark(panel: HTMLElement): void {
  panel.querySelectorAll<HTMLElement>('[data-setting]').forEach((group) => {
    const setting = group.getAttribute('data-setting') as ReaderSetting;
    const value = currentValue(setting);
    group.querySelectorAll('button').forEach((button) => {
      button.setAttribute('aria-pressed', String(button.value === value));
      for (const [name, text] of Object.entries(gaEventAttributes('settings', setting, button.value))) {
        button.setAttribute(name, text);
      }
    });
  });
}

/**
 * The settings panel, exported with the frame as a closed modal `<dialog>` (`layout/SettingsPanel`): the app bar's
 * button opens it with the current choices marked, a choice applies at once, and Escape, the close button or a click
 * on the backdrop closes it, focus going back to the button. Nothing loads first. Returns the function that removes
 * its listeners.
 */
export function startSettings(): () => void {
  const panel = document.querySelector<HTMLDialogElement>('dialog.settings-panel');
  if (!panel) {
    return () => {};
  }
  let opener: HTMLElement | null = null;
  const onDocumentClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[data-shell="settings"]');
    if (button instanceof HTMLElement && !panel.open) {
      opener = button;
      mark(panel);
      panel.showModal();
    }
  };
  const onPanelClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-settings-close]') || onBackdrop(panel, event)) {
      panel.close();
      return;
    }
    const choice = target.closest<HTMLButtonElement>('[data-setting] button');
    const setting = choice && settingOf(choice);
    if (choice && setting) {
      apply(setting, choice.value);
      mark(panel);
    }
  };
  const onClose = () => {
    opener?.focus();
    opener = null;
  };
  document.addEventListener('click', onDocumentClick);
  panel.addEventListener('click', onPanelClick);
  panel.addEventListener('close', onClose);
  return () => {
    document.removeEventListener('click', onDocumentClick);
    panel.removeEventListener('click', onPanelClick);
    panel.removeEventListener('close', onClose);
  };
}
