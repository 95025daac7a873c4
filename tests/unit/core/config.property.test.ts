// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DOCS_CONFIG,
  parseDocsConfig,
  parseHostname,
  parseHttpUrl,
  parseMeasurementId,
  parseRatio,
  parseStylesheetUrl,
  parseVersionHosts,
  type DocsConfigInput,
} from '../../../src/core/config';
import { DEFAULT_VERSION_HOSTS } from '../../../src/core/versions';
import { FUZZ_TIMEOUT, anyString, fuzzParameters, nearMiss, oddNumber, urlLike } from '../support/fuzz';

// The valid shapes, stated here apart from the parsers.

/** An http(s) URL as the URL parser writes it, perhaps without its final slash. */
function isHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') {
    return false;
  }
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && (url.href === value || url.href === `${value}/`);
  } catch {
    return false;
  }
}
const isOrigin = (value: unknown) => typeof value === 'string' && isHttpUrl(value) && new URL(value).origin === value;
const isSitePath = (value: unknown) =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && /^[A-Za-z0-9_./-]*$/.test(value);
const isMeasurementId = (value: unknown) => typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/.test(value);
/** A DNS name or IPv4 address in lower case: labels of letters, digits and inner hyphens. */
const isHostname = (value: unknown) =>
  typeof value === 'string' && value.split('.').every((label) => /^[a-z0-9]$|^[a-z0-9][a-z0-9-]*[a-z0-9]$/.test(label));
/** A hostname as a URL has it: no scheme, port, path, user or space; lower case. */
const isUrlHostname = (value: unknown) =>
  typeof value === 'string' &&
  value !== '' &&
  value === value.toLowerCase() &&
  (/^\[[0-9a-f:.]+\]$/.test(value) || !/[\s/:?#@\\[\]]/.test(value));
function isVersionHosts(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([version, url]) =>
        /^(0|[1-9]\d*)$/.test(version) && Number.isSafeInteger(Number(version)) && isHttpUrl(url) && !url.endsWith('/'),
    )
  );
}

const ratio = fc.oneof(
  fc.double({ min: 0, max: 1 }).map(String),
  oddNumber,
  nearMiss(['0', '1', '0.1', '0.5', '1e-1', '.5']),
  anyString(10),
  fc.constant(undefined),
);
const measurementId = fc.oneof(
  fc.stringMatching(/^G-[A-Z0-9]{4,20}$/),
  nearMiss(['G-TEST123456', 'g-abc123', 'G-ABCD', 'UA-1234-1']),
  fc.stringMatching(/^[gG]-[a-zA-Z0-9ßıſﬀ]{3,21}$/),
  anyString(12),
  fc.constant(undefined),
);
const hostname = fc.oneof(
  fc.domain(),
  nearMiss(['mui.com', '127.0.0.1', 'localhost', 'a-b.example.']),
  anyString(15),
  fc.constantFrom('mui.com:443', 'https://mui.com', '[::1]', 'xn--nxasmq6b.com', 'a..b', '-a.com', 'a-.com', 'K.com'),
  fc.constant(undefined),
);
const stylesheet = fc.oneof(
  urlLike,
  nearMiss(['/fonts/roboto.css', '/static/icons.css', '//cdn.example/x.css', '/a b.css', '/\\evil.example']),
  fc.constant(undefined),
);
const versionPair = fc.oneof(
  fc
    .tuple(fc.oneof(fc.nat(20).map(String), oddNumber, anyString(3)), fc.constantFrom('=', ' = ', '==', ':'), urlLike)
    .map((parts) => parts.join('')),
  anyString(10),
);
const versionHosts = fc.oneof(
  fc
    .tuple(fc.array(versionPair, { maxLength: 4 }), fc.constantFrom(',', ', ', ',,'))
    .map(([pairs, separator]) => pairs.join(separator)),
  anyString(30),
  fc.constant(undefined),
);
const anyValue = fc.oneof(anyString(20), urlLike, fc.constant(undefined));
const configInput: fc.Arbitrary<DocsConfigInput> = fc.record(
  {
    productName: anyValue,
    siteOrigin: fc.oneof(urlLike, anyValue),
    repositoryUrl: urlLike,
    repositoryBranch: fc.oneof(nearMiss(['main', 'master', 'v7.x', 'feature/x']), anyValue),
    feedbackEndpoint: urlLike,
    chatEndpoint: urlLike,
    versionHosts,
    robotoStylesheet: stylesheet,
    materialIconsStylesheet: stylesheet,
    ads: fc.oneof(nearMiss(['off', 'on']), anyValue),
    adScriptUrl: urlLike,
    adFallbackLink: urlLike,
    adFeedUrl: urlLike,
    adDisplayRatio: ratio,
    gaMeasurementId: measurementId,
    xTelemetry: fc.oneof(nearMiss(['off', 'on']), anyValue),
    productionHost: hostname,
  },
  { requiredKeys: [] },
);

const run = <T>(arbitrary: fc.Arbitrary<T>, check: (value: T) => void) =>
  fc.assert(fc.property(arbitrary, check), fuzzParameters());

describe('build-time configuration (property)', () => {
  it(
    'parseRatio gives the number the text writes when it is between 0 and 1, else the fallback',
    () => {
      run(fc.tuple(ratio, fc.constantFrom(0.1, 0, 1)), ([value, fallback]) => {
        const result = parseRatio(value, fallback);
        const number = Number(value);
        const valid = value !== undefined && value.trim() !== '' && number >= 0 && number <= 1;
        expect(result).toBe(valid ? number : fallback);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseMeasurementId gives null or a GA4 id, and keeps an id as it is',
    () => {
      run(measurementId, (value) => {
        const id = parseMeasurementId(value);
        expect(id === null || isMeasurementId(id)).toBe(true);
        if (id !== null) {
          expect(parseMeasurementId(id)).toBe(id);
        }
        if (isMeasurementId(value)) {
          expect(id).toBe(value);
        }
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseHostname gives null or a lower-case hostname, and keeps a hostname as it is',
    () => {
      run(hostname, (value) => {
        const host = parseHostname(value);
        expect(host === null || isHostname(host)).toBe(true);
        if (host !== null) {
          expect(parseHostname(host)).toBe(host);
        }
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseHttpUrl gives null or an http(s) URL without its final slash',
    () => {
      run(fc.oneof(urlLike, fc.constant(undefined)), (value) => {
        const url = parseHttpUrl(value);
        expect(url === null || (isHttpUrl(url) && !url.endsWith('/'))).toBe(true);
      });
    },
    FUZZ_TIMEOUT,
  );

  it('parseHttpUrl drops every final slash (found by the property: `http://a.aa//` kept one)', () => {
    expect(parseHttpUrl('http://a.aa//')).toBe('http://a.aa');
    expect(parseHttpUrl('https://api.example.com/feedback//')).toBe('https://api.example.com/feedback');
  });

  it(
    'parseStylesheetUrl gives null, a path on this site or an http(s) URL; never a URL of another scheme or a protocol-relative one',
    () => {
      run(stylesheet, (value) => {
        const url = parseStylesheetUrl(value);
        expect(url === null || isSitePath(url) || isHttpUrl(url)).toBe(true);
      });
    },
    FUZZ_TIMEOUT,
  );

  it(
    'parseVersionHosts gives integer versions with http(s) hosts, the defaults for the rest',
    () => {
      run(versionHosts, (value) => {
        const hosts = parseVersionHosts(value);
        expect(isVersionHosts(hosts)).toBe(true);
        for (const version of Object.keys(DEFAULT_VERSION_HOSTS)) {
          expect(hosts[Number(version)]).toBeDefined();
        }
      });
    },
    FUZZ_TIMEOUT,
  );

  it('parseVersionHosts ignores a version beyond the safe integers (found by the property: it was keyed 9007199254740992)', () => {
    expect(
      parseVersionHosts('9007199254740992=http://a.aa,1e21=http://b.bb,99999999999999999999999=http://c.cc'),
    ).toEqual(DEFAULT_VERSION_HOSTS);
  });

  it(
    'parseDocsConfig gives a config of valid values for any environment',
    () => {
      const nullOr = (check: (value: unknown) => boolean) => (value: unknown) => value === null || check(value);
      run(configInput, (input) => {
        const config = parseDocsConfig(input);
        expect(Object.keys(config).sort()).toEqual(Object.keys(DEFAULT_DOCS_CONFIG).sort());
        const checks: Array<[string, boolean]> = [
          [
            'productName',
            typeof config.productName === 'string' &&
              config.productName.trim() === config.productName &&
              config.productName !== '',
          ],
          ['siteOrigin', isOrigin(config.siteOrigin)],
          ['repositoryUrl', isHttpUrl(config.repositoryUrl)],
          ['repositoryBranch', /^[\w./-]+$/.test(config.repositoryBranch)],
          ['feedbackEndpoint', nullOr(isHttpUrl)(config.feedbackEndpoint)],
          ['chatEndpoint', nullOr(isHttpUrl)(config.chatEndpoint)],
          ['versionHosts', isVersionHosts(config.versionHosts)],
          ['ads.enabled', typeof config.ads.enabled === 'boolean'],
          [
            'ads urls',
            [config.ads.networkScriptUrl, config.ads.networkFallbackLink, config.ads.feedUrl].every(nullOr(isHttpUrl)),
          ],
          ['ads.displaySampleRatio', config.ads.displaySampleRatio >= 0 && config.ads.displaySampleRatio <= 1],
          [
            'fontStylesheets',
            [config.fontStylesheets.roboto, config.fontStylesheets.materialIcons].every(
              (url) => isSitePath(url) || isHttpUrl(url),
            ),
          ],
          ['analytics', nullOr(isMeasurementId)(config.analytics.measurementId)],
          ['xTelemetry', typeof config.xTelemetry === 'boolean'],
          ['productionHost', isUrlHostname(config.productionHost)],
        ];
        const failed = checks.filter(([, ok]) => !ok).map(([name]) => name);
        if (failed.length > 0) {
          throw new Error(`invalid ${failed.join(', ')}: ${JSON.stringify(config)}`);
        }
      });
    },
    FUZZ_TIMEOUT,
  );
});
