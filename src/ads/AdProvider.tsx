import * as React from 'react';

import type { AdsConfig } from '../core/config';
import { docsConfig } from '../config';
import { useRequiredContext } from '../utils';

/** Settings of the ad block: its third parties and analytics sampling (from the docs configuration). */
export type AdConfig = AdsConfig;

export const DEFAULT_AD_CONFIG: AdConfig = docsConfig.ads;

const AdConfigContext = React.createContext<AdConfig | null>(null);

export function AdProvider({ config = DEFAULT_AD_CONFIG, children }: { config?: AdConfig; children: React.ReactNode }) {
  return <AdConfigContext.Provider value={config}>{children}</AdConfigContext.Provider>;
}

/** The ad configuration; throws when rendered outside `<AdProvider>`. */
export function useAdConfig(): AdConfig {
  return useRequiredContext(AdConfigContext, 'useAdConfig', 'AdProvider');
}
