import * as React from 'react';

/** Settings of the ad block (filled by the advertising feature). */
export interface AdConfig {
  /** Whether this page may show an ad. */
  enabled: boolean;
}

export const DEFAULT_AD_CONFIG: AdConfig = { enabled: false };

const AdConfigContext = React.createContext<AdConfig | null>(null);

export function AdProvider({ config = DEFAULT_AD_CONFIG, children }: { config?: AdConfig; children: React.ReactNode }) {
  return <AdConfigContext.Provider value={config}>{children}</AdConfigContext.Provider>;
}

/** The ad configuration; throws when rendered outside `<AdProvider>`. */
export function useAdConfig(): AdConfig {
  const config = React.useContext(AdConfigContext);
  if (!config) {
    throw new Error('Could not find docs ad config context value; please ensure the component is wrapped in a <AdProvider>');
  }
  return config;
}
