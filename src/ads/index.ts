export { AdProvider, DEFAULT_AD_CONFIG, useAdConfig, type AdConfig } from './AdProvider';
export { AdBlock } from './AdBlock';
export { startAdBlock } from './startAdBlock';
