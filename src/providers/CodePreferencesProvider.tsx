import * as React from 'react';
import type { CodeStyling, CodeVariant } from '../core/preferences';
import {
  CODE_PREFERENCES_EVENT,
  currentCodePreferences,
  setCodeStyling,
  setCodeVariant,
  useRequiredContext,
} from '../utils';

interface CodePreferences {
  codeVariant: CodeVariant;
  setCodeVariant: (variant: CodeVariant) => void;
  codeStyling: CodeStyling;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferences | null>(null);

/**
 * The reader's code variant (TS/JS) and code styling for the islands that show or change them (the settings
 * drawer). The first-paint script resolved them from the hash or cookies onto `<html>`, and the page's shell switches
 * them from the buttons in static markup (`utils/codePreferences`); this provider reads them after hydration, follows
 * every change, and makes its own through the same functions.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [preferences, setPreferences] = React.useState<{ codeVariant: CodeVariant; codeStyling: CodeStyling }>({
    codeVariant: 'TS',
    codeStyling: 'system',
  });
  React.useEffect(() => {
    const read = () => setPreferences(currentCodePreferences());
    read();
    document.addEventListener(CODE_PREFERENCES_EVENT, read);
    return () => document.removeEventListener(CODE_PREFERENCES_EVENT, read);
  }, []);
  const value = React.useMemo(() => ({ ...preferences, setCodeVariant, setCodeStyling }), [preferences]);
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferences {
  return useRequiredContext(CodePreferencesContext, 'useCodePreferences', 'DocsProvider');
}
