import type * as React from 'react';
import { CodePreferencesProvider, DocsThemeProvider, ThemeSettingsProvider } from '../providers';

/**
 * A component of MUI's (the settings drawer) wrapped in what `DocsProvider` adds to the strings: code preferences,
 * theme settings, and the theme with its Emotion cache. Its own module, loaded only with such a component, so the
 * islands that need no theme (search) do not load it.
 */
export function themed<P extends object>(Component: React.ComponentType<P>): React.ComponentType<P> {
  return function Themed(props: P) {
    return (
      <CodePreferencesProvider>
        <ThemeSettingsProvider>
          <DocsThemeProvider>
            <Component {...props} />
          </DocsThemeProvider>
        </ThemeSettingsProvider>
      </CodePreferencesProvider>
    );
  };
}
