import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  PREFERENCE_COOKIE_MAX_AGE,
  parseCodeStyling,
  parseCodeVariant,
  type CodeStyling,
  type CodeVariant,
  CODE_STYLING_ATTRIBUTE,
  CODE_VARIANT_ATTRIBUTE,
} from '../core/preferences';
import { useRequiredContext } from '../utils';

interface CodePreferences {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | null>(null);

/** Remembers a choice for the whole site (the values are plain words: TS, JS, system, tailwind, css). */
function setPreferenceCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}`;
}

/**
 * The reader's code variant (TS/JS) and code styling. The first-paint script already resolved them from the
 * hash or cookies onto `<html>` (so static samples show the right variant at once); this provider picks them
 * up after hydration and writes every change to its cookie and to `<html>`. Buttons inside static markup
 * switch them through `data-set-code-variant` and `data-set-code-styling`.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariant] = React.useState<CodeVariant>('TS');
  const [codeStyling, setStyling] = React.useState<CodeStyling>('system');

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    setVariant(variant);
    setPreferenceCookie(CODE_VARIANT_COOKIE, variant);
    document.documentElement.setAttribute(CODE_VARIANT_ATTRIBUTE, variant);
  }, []);

  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    setStyling(styling);
    setPreferenceCookie(CODE_STYLING_COOKIE, styling);
    document.documentElement.setAttribute(CODE_STYLING_ATTRIBUTE, styling);
  }, []);

  React.useEffect(() => {
    const html = document.documentElement;
    setVariant(parseCodeVariant(html.getAttribute(CODE_VARIANT_ATTRIBUTE)) ?? 'TS');
    setStyling(parseCodeStyling(html.getAttribute(CODE_STYLING_ATTRIBUTE)) ?? 'system');
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
  }, [setCodeVariant, setCodeStyling]);

  // Buttons inside static markup cannot re-render: mark the current variant on them directly.
  React.useEffect(() => {
    document.querySelectorAll('[data-set-code-variant]').forEach((button) => {
      button.setAttribute('aria-pressed', String(button.getAttribute('data-set-code-variant') === codeVariant));
    });
  }, [codeVariant]);

  // A demo without the reader's styling shows (and marks) its MUI System source.
  React.useEffect(() => {
    document.querySelectorAll('[data-set-code-styling]').forEach((button) => {
      const group = button.parentElement;
      const offered = group?.querySelector(`[data-set-code-styling="${codeStyling}"]`) ? codeStyling : 'system';
      button.setAttribute('aria-pressed', String(button.getAttribute('data-set-code-styling') === offered));
    });
  }, [codeStyling]);

  const value = React.useMemo(
    () => ({ codeVariant, setCodeVariant, codeStyling, setCodeStyling }),
    [codeVariant, setCodeVariant, codeStyling, setCodeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferences {
  return useRequiredContext(CodePreferencesContext, 'useCodePreferences', 'DocsProvider');
}
