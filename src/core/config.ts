import { DEFAULT_VERSION_HOSTS, type VersionHosts } from './versions';

/**
 * The docs configuration: every host, endpoint and third-party setting the site uses, read once from
 * build-time environment values. A missing or malformed value falls back to a safe default.
 */

export interface DocsConfig {
  productName: string;
  /** Origin of the production site, used for canonical and Open Graph URLs: `https://mui.com`. */
  siteOrigin: string;
  /** Source repository, for "Edit this page" and demo source links. */
  repositoryUrl: string;
  /** Branch that edit links point to. */
  repositoryBranch: string;
  /** Where page feedback is POSTed; null turns feedback submission off. */
  feedbackEndpoint: string | null;
  /** The MUI Chat service demos' "Open in MUI Chat" posts their source to; null hides the action. */
  chatEndpoint: string | null;
  /** Hosts of older major versions, for the version switcher and the versions page. */
  versionHosts: VersionHosts;
  /** The ad block's third parties; all null means in-house ads only, with no third-party request. */
  ads: AdsConfig;
  /** Web font stylesheets demos load lazily; by default served by the site itself (no third-party request). */
  fontStylesheets: { roboto: string; materialIcons: string };
  /** Google Analytics 4; a null measurement id turns analytics off (no script, no request). */
  analytics: { measurementId: string | null };
  /** Whether the MUI X packages in the demos send their telemetry (the packages' own setting). */
  xTelemetry: boolean;
  /**
   * Hostname of the production site (no port): the `/x/` service worker registers only there, so a preview or
   * a local copy never installs a worker that outlives it. Defaults to the site origin's hostname.
   */
  productionHost: string;
}

export interface AdsConfig {
  /** Whether docs pages show the ad block at all. */
  enabled: boolean;
  /** The ad network's script (image shape). */
  networkScriptUrl: string | null;
  /** The start of the link of the network's own fallback ad, which is replaced by an in-house ad. */
  networkFallbackLink: string | null;
  /** The third-party ad feed (inline shape). */
  feedUrl: string | null;
  /** Share of page views whose ad display is reported to analytics. */
  displaySampleRatio: number;
}

export type DocsConfigInput = Partial<
  Record<
    Exclude<keyof DocsConfig, 'fontStylesheets' | 'ads' | 'analytics' | 'xTelemetry' | 'productionHost'>,
    string | undefined
  >
> & {
  robotoStylesheet?: string;
  materialIconsStylesheet?: string;
  ads?: string;
  adScriptUrl?: string;
  adFallbackLink?: string;
  adFeedUrl?: string;
  adDisplayRatio?: string;
  gaMeasurementId?: string;
  xTelemetry?: string;
  productionHost?: string;
};

/** A ratio between 0 and 1, else the fallback. */
export function parseRatio(value: string | undefined, fallback: number): number {
  const ratio = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(ratio) && ratio >= 0 && ratio <= 1
    ? ratio
    : fallback;
}

export const DEFAULT_DOCS_CONFIG: DocsConfig = {
  productName: 'MUI',
  siteOrigin: 'https://mui.com',
  repositoryUrl: 'https://github.com/mui/material-ui',
  repositoryBranch: 'master',
  feedbackEndpoint: null,
  chatEndpoint: null,
  versionHosts: DEFAULT_VERSION_HOSTS,
  ads: { enabled: true, networkScriptUrl: null, networkFallbackLink: null, feedUrl: null, displaySampleRatio: 0.1 },
  fontStylesheets: { roboto: '/fonts/roboto.css', materialIcons: '/fonts/material-icons.css' },
  analytics: { measurementId: null },
  xTelemetry: true,
  productionHost: 'mui.com',
};

/** A GA4 measurement id (`G-` and letters or digits), else null. */
export function parseMeasurementId(value: string | undefined): string | null {
  const id = value?.trim().toUpperCase();
  return id && /^G-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}

/** A hostname without port or scheme (`mui.com`, `127.0.0.1`), lower case, else null. */
export function parseHostname(value: string | undefined): string | null {
  const host = value?.trim().toLowerCase().replace(/\.$/, '');
  return host && /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(host) ? host : null;
}

/** A stylesheet location: an http(s) URL or a path on this site (`/fonts/roboto.css`), else null. */
export function parseStylesheetUrl(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (trimmed && /^\/(?!\/)[\w./-]*$/.test(trimmed)) {
    return trimmed;
  }
  return parseHttpUrl(trimmed);
}

/**
 * Version hosts written `7=https://v7.mui.com,6=https://v6.mui.com`: each valid pair replaces the default
 * of its version; malformed pairs are ignored.
 */
export function parseVersionHosts(value: string | undefined): VersionHosts {
  const hosts: VersionHosts = { ...DEFAULT_VERSION_HOSTS };
  for (const pair of (value ?? '').split(',')) {
    const match = /^\s*(\d+)\s*=\s*(\S+)\s*$/.exec(pair);
    const version = match ? Number(match[1]) : NaN;
    const url = match ? parseHttpUrl(match[2]) : null;
    // A version beyond the safe integers would be keyed `1e+21` or stand for another number.
    if (Number.isSafeInteger(version) && url) {
      hosts[version] = url;
    }
  }
  return hosts;
}

/** The value as an http(s) URL without trailing slashes, or null when it is not one. */
export function parseHttpUrl(value: string | undefined): string | null {
  if (!value) {
    return null;
  }
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return null;
    }
    return url.href.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * Origins written `https://a.example, https://b.example` (URLs give their origin); malformed entries are ignored.
 * Build time only: `DOCS_AD_NETWORK_ORIGINS`, for the Content-Security-Policy (scripts/postbuild.ts).
 */
export function parseOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => parseHttpUrl(entry))
    .filter((url): url is string => url !== null)
    .map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

/** Build the config from raw values; each invalid value keeps its default. */
export function parseDocsConfig(input: DocsConfigInput): DocsConfig {
  const origin = parseHttpUrl(input.siteOrigin);
  const branch = input.repositoryBranch?.trim();
  return {
    productName: input.productName?.trim() || DEFAULT_DOCS_CONFIG.productName,
    siteOrigin: origin ? new URL(origin).origin : DEFAULT_DOCS_CONFIG.siteOrigin,
    repositoryUrl: parseHttpUrl(input.repositoryUrl) ?? DEFAULT_DOCS_CONFIG.repositoryUrl,
    repositoryBranch: branch && /^[\w./-]+$/.test(branch) ? branch : DEFAULT_DOCS_CONFIG.repositoryBranch,
    feedbackEndpoint: parseHttpUrl(input.feedbackEndpoint),
    chatEndpoint: parseHttpUrl(input.chatEndpoint),
    versionHosts: parseVersionHosts(input.versionHosts),
    ads: {
      enabled: input.ads?.trim() !== 'off',
      networkScriptUrl: parseHttpUrl(input.adScriptUrl),
      networkFallbackLink: parseHttpUrl(input.adFallbackLink),
      feedUrl: parseHttpUrl(input.adFeedUrl),
      displaySampleRatio: parseRatio(input.adDisplayRatio, DEFAULT_DOCS_CONFIG.ads.displaySampleRatio),
    },
    fontStylesheets: {
      roboto: parseStylesheetUrl(input.robotoStylesheet) ?? DEFAULT_DOCS_CONFIG.fontStylesheets.roboto,
      materialIcons:
        parseStylesheetUrl(input.materialIconsStylesheet) ?? DEFAULT_DOCS_CONFIG.fontStylesheets.materialIcons,
    },
    analytics: { measurementId: parseMeasurementId(input.gaMeasurementId) },
    xTelemetry: input.xTelemetry?.trim() !== 'off',
    productionHost: parseHostname(input.productionHost) ?? new URL(origin ?? DEFAULT_DOCS_CONFIG.siteOrigin).hostname,
  };
}

/** "Edit this page" URL of a file in the repository: `<repo>/edit/<branch>/<file>`. */
export function editUrl(config: DocsConfig, repositoryFile: string): string {
  return `${config.repositoryUrl}/edit/${config.repositoryBranch}/${repositoryFile.replace(/^\/+/, '')}`;
}
