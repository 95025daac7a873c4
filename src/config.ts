import { parseDocsConfig } from './core/config';

/**
 * The site's configuration, fixed at build time from `NEXT_PUBLIC_DOCS_*` environment variables.
 * Each `process.env.X` is spelled out so Next inlines it into the browser bundle.
 */
export const docsConfig = parseDocsConfig({
  productName: process.env.NEXT_PUBLIC_DOCS_PRODUCT_NAME,
  siteOrigin: process.env.NEXT_PUBLIC_DOCS_SITE_ORIGIN,
  repositoryUrl: process.env.NEXT_PUBLIC_DOCS_REPOSITORY_URL,
  repositoryBranch: process.env.NEXT_PUBLIC_DOCS_REPOSITORY_BRANCH,
  feedbackEndpoint: process.env.NEXT_PUBLIC_DOCS_FEEDBACK_ENDPOINT,
  chatEndpoint: process.env.NEXT_PUBLIC_DOCS_CHAT_ENDPOINT,
  ads: process.env.NEXT_PUBLIC_DOCS_ADS,
  adScriptUrl: process.env.NEXT_PUBLIC_DOCS_AD_SCRIPT_URL,
  adFallbackLink: process.env.NEXT_PUBLIC_DOCS_AD_FALLBACK_LINK,
  adFeedUrl: process.env.NEXT_PUBLIC_DOCS_AD_FEED_URL,
  adDisplayRatio: process.env.NEXT_PUBLIC_DOCS_AD_DISPLAY_RATIO,
  versionHosts: process.env.NEXT_PUBLIC_DOCS_VERSION_HOSTS,
  robotoStylesheet: process.env.NEXT_PUBLIC_DOCS_ROBOTO_STYLESHEET,
  materialIconsStylesheet: process.env.NEXT_PUBLIC_DOCS_MATERIAL_ICONS_STYLESHEET,
  gaMeasurementId: process.env.NEXT_PUBLIC_DOCS_GA_MEASUREMENT_ID,
  xTelemetry: process.env.NEXT_PUBLIC_DOCS_X_TELEMETRY,
  productionHost: process.env.NEXT_PUBLIC_DOCS_PRODUCTION_HOST,
});

/** Versions the site documents, read from the installed packages by next.config. */
export const DOCUMENTED_VERSIONS = {
  main: process.env.NEXT_PUBLIC_DOCS_MATERIAL_VERSION ?? '7',
  x: process.env.NEXT_PUBLIC_DOCS_X_VERSION ?? '8',
} as const;
