import {
  CODE_STYLING_ATTRIBUTE,
  CODE_STYLING_COOKIE,
  CODE_VARIANT_ATTRIBUTE,
  CODE_VARIANT_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
} from '../core/preferences';

/** Dispatched on `document` after the code variant or styling changed, for the islands that show them. */
export const CODE_PREFERENCES_EVENT = 'docs:code-preferences';

/** The reader's code variant and styling, as the first-paint script (or the last change) set them on `<html>`. */
export function currentCodePreferences(): { codeVariant: CodeVariant; codeStyling: CodeStyling } {
  const html = document.documentElement;
  return {
    codeVariant: parseCodeVariant(html.getAttribute(CODE_VARIANT_ATTRIBUTE)) ?? 'TS',
    codeStyling: parseCodeStyling(html.getAttribute(CODE_STYLING_ATTRIBUTE)) ?? 'system',
  };
}

/** Remembers a choice for the whole site (the values are plain words: TS, JS, system, tailwind, css). */
function setPreferenceCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}`;
}

/**
 * Marks the current choice on the switches inside static markup (they cannot re-render): the variant's buttons, and
 * each demo's styling buttons, where a demo without the reader's styling shows (and marks) its MUI System source.
 */
export function markCodeButtons(): void {
  const { codeVariant, codeStyling } = currentCodePreferences();
  document.querySelectorAll('[data-set-code-variant]').forEach((button) => {
    button.setAttribute('aria-pressed', String(button.getAttribute('data-set-code-variant') === codeVariant));
  });
  document.querySelectorAll('[data-set-code-styling]').forEach((button) => {
    const group = button.parentElement;
    const offered = group?.querySelector(`[data-set-code-styling="${codeStyling}"]`) ? codeStyling : 'system';
    button.setAttribute('aria-pressed', String(button.getAttribute('data-set-code-styling') === offered));
  });
}

function changed() {
  markCodeButtons();
  document.dispatchEvent(new Event(CODE_PREFERENCES_EVENT));
}

/** Shows every sample in a variant (TS/JS) and remembers it in its cookie. */
export function setCodeVariant(variant: CodeVariant): void {
  setPreferenceCookie(CODE_VARIANT_COOKIE, variant);
  document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, variant);
  changed();
}

/** Shows every demo's source in a styling and remembers it in its cookie. */
export function setCodeStyling(styling: CodeStyling): void {
  setPreferenceCookie(CODE_STYLING_COOKIE, styling);
  document.documentElement.setAttribute(CODE_STYLING_ATTRIBUTE, styling);
  changed();
}

/**
 * The switches inside static markup (`data-set-code-variant`, `data-set-code-styling`): one delegated listener, and
 * their pressed state marked at once. Returns the function that removes the listener.
 */
export function startCodeSwitches(): () => void {
  markCodeButtons();
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const variant = parseCodeVariant(
      target?.closest?.('[data-set-code-variant]')?.getAttribute('data-set-code-variant'),
    );
    if (variant) {
      setCodeVariant(variant);
    }
    const styling = parseCodeStyling(
      target?.closest?.('[data-set-code-styling]')?.getAttribute('data-set-code-styling'),
    );
    if (styling) {
      setCodeStyling(styling);
    }
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}
