// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseDocsConfig, parseOrigins, type DocsConfig } from '../../../src/core/config';
import {
  MAX_HEADER_VALUE_LENGTH,
  contentSecurityPolicy,
  headersFile,
  originOf,
  policyDirectives,
  securityHeaders,
  siteHeaderRules,
  type SiteScriptFacts,
} from '../../../src/core/securityHeaders';

const HASH_A = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';
const HASH_B = 'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=';
const SITE: SiteScriptFacts = {
  scriptHashes: [HASH_B, HASH_A],
  webAssembly: true,
  formActions: ['https://codesandbox.io/api/v1/sandboxes/define', 'https://stackblitz.com/run'],
};

/** The test build's settings (scripts/test.mjs). */
const TEST_CONFIG = parseDocsConfig({
  feedbackEndpoint: 'https://feedback.docs.invalid/v1/feedback',
  chatEndpoint: 'https://chat.docs.invalid/v1/chats',
  adScriptUrl: 'https://ads.docs.invalid/network.js',
  adFallbackLink: 'https://ads.docs.invalid/fallback',
  adFeedUrl: 'https://adfeed.docs.invalid/ads.json',
  gaMeasurementId: 'G-TEST123456',
});

function directive(config: DocsConfig, name: string, site = SITE): string[] {
  const found = policyDirectives(config, site).find(([directiveName]) => directiveName === name);
  if (!found) {
    throw new Error(`no ${name}`);
  }
  return found[1];
}

describe('originOf', () => {
  it('gives the origin of an http(s) URL and null for site paths and other schemes', () => {
    expect(originOf('https://ads.example:8443/a/b.js?x=1')).toBe('https://ads.example:8443');
    expect(originOf('/fonts/roboto.css')).toBeNull();
    expect(originOf('javascript:alert(1)')).toBeNull();
    expect(originOf(null)).toBeNull();
  });
});

describe('contentSecurityPolicy', () => {
  it('with the defaults, allows only the site itself, the inline scripts by hash, and WebAssembly for search', () => {
    const policy = contentSecurityPolicy(parseDocsConfig({}), SITE);
    expect(policy).toBe(
      [
        "default-src 'self'",
        `script-src 'self' '${HASH_A}' '${HASH_B}' 'wasm-unsafe-eval'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "frame-src 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https://codesandbox.io https://stackblitz.com",
        "frame-ancestors 'self'",
      ].join('; '),
    );
  });

  it('never allows inline scripts or eval wholesale', () => {
    for (const config of [parseDocsConfig({}), TEST_CONFIG]) {
      const scripts = directive(config, 'script-src');
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      expect(directive(config, 'default-src')).not.toContain("'unsafe-inline'");
    }
  });

  it("leaves out 'wasm-unsafe-eval' when no page runs WebAssembly", () => {
    expect(directive(parseDocsConfig({}), 'script-src', { ...SITE, webAssembly: false })).not.toContain(
      "'wasm-unsafe-eval'",
    );
  });

  it('adds the ad network, the ad feed, analytics and the feedback and chat endpoints the configuration enables', () => {
    expect(directive(TEST_CONFIG, 'script-src')).toEqual([
      "'self'",
      `'${HASH_A}'`,
      `'${HASH_B}'`,
      "'wasm-unsafe-eval'",
      'https://ads.docs.invalid',
      'https://www.googletagmanager.com',
    ]);
    expect(directive(TEST_CONFIG, 'connect-src')).toEqual([
      "'self'",
      'https://adfeed.docs.invalid',
      'https://ads.docs.invalid',
      'https://feedback.docs.invalid',
      'https://chat.docs.invalid',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('allows images from any https: host only with a third-party ad, whose images and pixels are on hosts the feed names', () => {
    expect(directive(TEST_CONFIG, 'img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(directive(parseDocsConfig({ adFeedUrl: 'https://feed.example/ads.json' }), 'img-src')).toContain('https:');
    expect(directive(parseDocsConfig({ adScriptUrl: 'https://cdn.example/ads.js' }), 'img-src')).toContain('https:');
    const analyticsOnly = parseDocsConfig({ gaMeasurementId: 'G-TEST123456' });
    expect(directive(analyticsOnly, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.google-analytics.com',
      'https://*.googletagmanager.com',
    ]);
  });

  it('drops every third party of the ads when ads are off', () => {
    const policy = contentSecurityPolicy(
      parseDocsConfig({
        ads: 'off',
        adScriptUrl: 'https://cdn.example/ads.js',
        adFeedUrl: 'https://feed.example/ads.json',
      }),
      SITE,
    );
    expect(policy).not.toMatch(/cdn\.example|feed\.example|https:;|https: /);
  });

  it("allows the further origins of the ad network's script for scripts, fetches and images", () => {
    const config = parseDocsConfig({ adScriptUrl: 'https://cdn.carbonads.com/carbon.js' });
    const site = { ...SITE, adNetworkOrigins: parseOrigins('https://srv.carbonads.net') };
    expect(directive(config, 'script-src', site)).toEqual(
      expect.arrayContaining(['https://cdn.carbonads.com', 'https://srv.carbonads.net']),
    );
    expect(directive(config, 'connect-src', site)).toContain('https://srv.carbonads.net');
    expect(directive(parseDocsConfig({}), 'script-src', site)).not.toContain('https://srv.carbonads.net');
  });

  it('allows third-party font stylesheets (and Google Fonts files) only when configured to one', () => {
    const config = parseDocsConfig({
      robotoStylesheet: 'https://fonts.googleapis.com/css2?family=Roboto',
      materialIconsStylesheet: '/fonts/material-icons.css',
    });
    expect(directive(config, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com']);
    expect(directive(config, 'font-src')).toEqual([
      "'self'",
      'https://fonts.googleapis.com',
      'https://fonts.gstatic.com',
    ]);
    // The stylesheet is fetched (and inlined into a cascade layer), so the host is in connect-src too.
    expect(directive(config, 'connect-src')).toContain('https://fonts.googleapis.com');
  });

  it('lets forms post to the site and the sandbox services, and frames only the site', () => {
    expect(directive(TEST_CONFIG, 'form-action')).toEqual([
      "'self'",
      'https://codesandbox.io',
      'https://stackblitz.com',
    ]);
    expect(directive(TEST_CONFIG, 'frame-ancestors')).toEqual(["'self'"]);
    expect(directive(TEST_CONFIG, 'frame-src')).toEqual(["'self'"]);
    expect(directive(TEST_CONFIG, 'object-src')).toEqual(["'none'"]);
    expect(directive(TEST_CONFIG, 'base-uri')).toEqual(["'self'"]);
  });

  it('stays under the static hosts’ limit with the test configuration and a few hashes', () => {
    expect(
      contentSecurityPolicy(TEST_CONFIG, { ...SITE, scriptHashes: [HASH_A, HASH_B, HASH_A.replace('4', '5')] }).length,
    ).toBeLessThan(MAX_HEADER_VALUE_LENGTH);
  });
});

describe('securityHeaders and headersFile', () => {
  it('sends nosniff, the referrer policy and a Permissions-Policy switching off unused powerful features', () => {
    const headers = securityHeaders(TEST_CONFIG, SITE);
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
    ]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toMatch(/^([a-z-]+=\(\)(, |$))+$/);
    expect(headers['Permissions-Policy']).toContain('camera=()');
    // The copy buttons write to the clipboard: never switched off.
    expect(headers['Permissions-Policy']).not.toContain('clipboard');
  });

  it('writes the rules in the Netlify and Cloudflare Pages format', () => {
    const text = headersFile(siteHeaderRules(TEST_CONFIG, SITE));
    const [all, assets] = text.split('\n\n');
    expect(all.split('\n')[0]).toBe('/*');
    expect(all).toContain(`\n  Content-Security-Policy: ${contentSecurityPolicy(TEST_CONFIG, SITE)}\n`);
    expect(all).toContain('\n  X-Content-Type-Options: nosniff\n');
    expect(assets).toBe('/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });

  it('refuses a header value longer than static hosts accept, naming the fix', () => {
    const many = Array.from({ length: 40 }, (_, index) => `sha256-${String(index).padStart(43, 'A')}=`);
    expect(() => headersFile(siteHeaderRules(TEST_CONFIG, { ...SITE, scriptHashes: many }))).toThrow(
      /Content-Security-Policy for \/\* is \d+ characters.*same on every page/,
    );
  });
});
