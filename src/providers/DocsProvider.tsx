import * as React from 'react';
import type { DocsConfig } from '../core/config';

const DocsConfigContext = React.createContext<DocsConfig | null>(null);

export interface DocsProviderProps {
  config: DocsConfig;
  children: React.ReactNode;
}

/** Shares the docs configuration with every page of the site. */
export function DocsProvider({ config, children }: DocsProviderProps) {
  return <DocsConfigContext.Provider value={config}>{children}</DocsConfigContext.Provider>;
}

/** The docs configuration; throws when rendered outside `<DocsProvider>`. */
export function useDocsConfig(): DocsConfig {
  const config = React.useContext(DocsConfigContext);
  if (!config) {
    throw new Error('Could not find docs config context value; please ensure the component is wrapped in a <DocsProvider>');
  }
  return config;
}
