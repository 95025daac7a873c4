import type { DocsConfig } from './config';

/**
 * The site's security headers: a strict Content-Security-Policy built from the configuration and from facts of the
 * exported site (the hashes of its inline scripts), and the headers that go with it. `scripts/postbuild.ts` writes
 * them to `out/_headers`, which static hosts (Netlify, Cloudflare Pages) and `npm run serve` read.
 */

/** What the policy needs to know about the exported site besides the configuration. */
export interface SiteScriptFacts {
  /** `sha256-…` sources of every executable inline script the exported pages contain. */
  scriptHashes: readonly string[];
  /** Whether pages run WebAssembly (Pagefind's search engine compiles its module in the page). */
  webAssembly: boolean;
  /** URLs the site's forms post to: the sandbox services of the demo toolbar. */
  formActions: readonly string[];
  /**
   * Further origins the ad network's script loads its ad from (scripts, data, images), allowed with the script's own
   * origin: Carbon's `https://cdn.carbonads.com/carbon.js` loads the ad as a script from `https://srv.carbonads.net`.
   * Read at build time only (`DOCS_AD_NETWORK_ORIGINS`), so the browser's configuration does not carry them.
   */
  adNetworkOrigins?: readonly string[];
}

/**
 * Google's hosts for a GA4 tag, as Google documents them for a Content-Security-Policy: gtag.js, then the
 * collection endpoints (beacons and fetches, images on older browsers).
 */
export const GOOGLE_ANALYTICS_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

/** Google Fonts serves its stylesheets from one host and the font files they name from another. */
const FONT_FILE_ORIGINS: Record<string, string> = { 'https://fonts.googleapis.com': 'https://fonts.gstatic.com' };

/** Static hosts take header values up to this many characters (Cloudflare Pages' limit); the policy must fit. */
export const MAX_HEADER_VALUE_LENGTH = 2000;

/**
 * Powerful features the site never uses, switched off for its pages and every frame in them (third-party ad
 * scripts included). Only names Chromium knows: an unknown name is reported as an error in the console.
 */
export const DISABLED_FEATURES = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
] as const;

/** The origin of an http(s) URL (`https://ads.example/network.js` → `https://ads.example`), else null (site paths). */
export function originOf(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) {
    return null;
  }
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The sources of one directive in order, each once; host sources are dropped when `https:` already allows them. */
function sourceList(sources: ReadonlyArray<string | null | undefined | false>): string[] {
  const unique = [
    ...new Set(sources.filter((source): source is string => typeof source === 'string' && source !== '')),
  ];
  return unique.includes('https:') ? unique.filter((source) => !/^https:\/\/./.test(source)) : unique;
}

/** The directives of the policy, in the order they are written. */
export function policyDirectives(config: DocsConfig, site: SiteScriptFacts): Array<[string, string[]]> {
  const ads = config.ads.enabled ? config.ads : null;
  const analytics = config.analytics.measurementId ? GOOGLE_ANALYTICS_SOURCES : null;
  const adScriptOrigins = ads
    ? [originOf(ads.networkScriptUrl), ...(ads.networkScriptUrl ? (site.adNetworkOrigins ?? []) : [])]
    : [];
  const fontStylesheetOrigins = [config.fontStylesheets.roboto, config.fontStylesheets.materialIcons].map(originOf);
  // Ad images cannot be listed by host: a feed item names its image and impression pixels on any host (the
  // advertiser's own trackers), and the network's script draws images from its ad servers. With a third-party
  // ad configured, images may come from any https: host; images cannot run code, so scripts stay strict.
  const anyHttpsImage = Boolean(ads && (ads.feedUrl || ads.networkScriptUrl));
  return [
    ['default-src', ["'self'"]],
    [
      'script-src',
      sourceList([
        "'self'",
        ...[...site.scriptHashes].sort().map((hash) => `'${hash}'`),
        site.webAssembly && "'wasm-unsafe-eval'",
        ...adScriptOrigins,
        ...(analytics?.script ?? []),
      ]),
    ],
    // Emotion writes the styles of the components it renders into `<style>` elements at run time, with no nonce a
    // static page could carry: styles need 'unsafe-inline'. An injected style can restyle the page, not run code.
    ['style-src', sourceList(["'self'", "'unsafe-inline'", ...fontStylesheetOrigins])],
    [
      'img-src',
      sourceList([
        "'self'",
        'data:',
        'blob:',
        anyHttpsImage && 'https:',
        ...adScriptOrigins,
        ...(analytics?.img ?? []),
      ]),
    ],
    [
      'font-src',
      sourceList([
        "'self'",
        ...fontStylesheetOrigins,
        ...fontStylesheetOrigins.map((origin) => origin && FONT_FILE_ORIGINS[origin]),
      ]),
    ],
    [
      'connect-src',
      sourceList([
        "'self'",
        ads && originOf(ads.feedUrl),
        ...adScriptOrigins,
        originOf(config.feedbackEndpoint),
        originOf(config.chatEndpoint),
        ...fontStylesheetOrigins,
        ...(analytics?.connect ?? []),
      ]),
    ],
    ['frame-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', sourceList(["'self'", ...site.formActions.map(originOf)])],
    ['frame-ancestors', ["'self'"]],
  ];
}

/** The Content-Security-Policy header value: `default-src 'self'; script-src 'self' 'sha256-…'; …`. */
export function contentSecurityPolicy(config: DocsConfig, site: SiteScriptFacts): string {
  return policyDirectives(config, site)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response of the site carries, in the order `_headers` lists them. */
export function securityHeaders(config: DocsConfig, site: SiteScriptFacts): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, site),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}

/** One block of a `_headers` file: a path pattern (`*` matches any characters) and the headers it adds. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

/** Cache-Control of the build's hashed assets: their names change with their content, so they never need revalidating. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The site's `_headers` rules: the security headers on every path (pages, assets, the 404 page), and a year of
 * caching for the hashed assets under `/_next/static/`. Pages get no Cache-Control here: static hosts already
 * revalidate HTML on every visit by default, so a new deploy's pages (and the hashes in their policy) arrive at once.
 */
export function siteHeaderRules(config: DocsConfig, site: SiteScriptFacts): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(config, site) },
    { path: '/_next/static/*', headers: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL } },
  ];
}

/**
 * A `_headers` file as Netlify and Cloudflare Pages read it: each path pattern on its own line, its headers
 * below it indented, `Name: value`. A value longer than the hosts accept is a build error.
 */
export function headersFile(rules: readonly HeaderRule[]): string {
  return rules
    .map(({ path, headers }) => {
      const lines = Object.entries(headers).map(([name, value]) => {
        if (value.length > MAX_HEADER_VALUE_LENGTH) {
          throw new Error(
            `${name} for ${path} is ${value.length} characters; static hosts accept at most ${MAX_HEADER_VALUE_LENGTH}. Make the inline scripts the same on every page so fewer hashes are needed.`,
          );
        }
        return `  ${name}: ${value}`;
      });
      return `${path}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}
