// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCS_CONFIG, editUrl, parseDocsConfig, parseHttpUrl, parseOrigins } from '../../../src/core/config';

describe('docs config', () => {
  it('uses safe defaults when nothing is set', () => {
    expect(parseDocsConfig({})).toEqual(DEFAULT_DOCS_CONFIG);
    expect(parseDocsConfig({}).feedbackEndpoint).toBeNull();
    expect(parseDocsConfig({}).chatEndpoint).toBeNull();
    expect(parseDocsConfig({ chatEndpoint: 'javascript:alert(1)' }).chatEndpoint).toBeNull();
  });

  it('keeps valid values and normalises trailing slashes', () => {
    const config = parseDocsConfig({
      productName: ' Docs ',
      siteOrigin: 'https://docs.example.com/some/path/',
      repositoryUrl: 'https://git.example.com/org/repo/',
      repositoryBranch: 'main',
      feedbackEndpoint: 'https://api.example.com/feedback/',
      chatEndpoint: 'https://chat.example.com/v1/chats/',
    });
    expect(config).toEqual({
      productName: 'Docs',
      siteOrigin: 'https://docs.example.com',
      repositoryUrl: 'https://git.example.com/org/repo',
      repositoryBranch: 'main',
      feedbackEndpoint: 'https://api.example.com/feedback',
      chatEndpoint: 'https://chat.example.com/v1/chats',
      versionHosts: DEFAULT_DOCS_CONFIG.versionHosts,
      ads: DEFAULT_DOCS_CONFIG.ads,
      fontStylesheets: DEFAULT_DOCS_CONFIG.fontStylesheets,
      analytics: { measurementId: null },
      xTelemetry: true,
      // The site origin's hostname when no production host is set.
      productionHost: 'docs.example.com',
    });
  });

  it('ads: in-house only by default, third parties only from valid URLs, a sampling ratio between 0 and 1', () => {
    expect(parseDocsConfig({}).ads).toEqual({
      enabled: true,
      networkScriptUrl: null,
      networkFallbackLink: null,
      feedUrl: null,
      displaySampleRatio: 0.1,
    });
    const ads = parseDocsConfig({
      adScriptUrl: 'https://cdn.ads.example/network.js',
      adFallbackLink: 'https://srv.ads.example/fallback/',
      adFeedUrl: 'javascript:alert(1)',
      adDisplayRatio: '0.5',
    }).ads;
    expect(ads).toEqual({
      enabled: true,
      networkScriptUrl: 'https://cdn.ads.example/network.js',
      networkFallbackLink: 'https://srv.ads.example/fallback',
      feedUrl: null,
      displaySampleRatio: 0.5,
    });
    expect(parseDocsConfig({ ads: 'off' }).ads.enabled).toBe(false);
    for (const ratio of ['2', '-1', 'often', '']) {
      expect(parseDocsConfig({ adDisplayRatio: ratio }).ads.displaySampleRatio, ratio).toBe(0.1);
    }
  });

  it('serves fonts from the site by default and accepts a font service or another site path', () => {
    expect(parseDocsConfig({}).fontStylesheets).toEqual({
      roboto: '/fonts/roboto.css',
      materialIcons: '/fonts/material-icons.css',
    });
    const config = parseDocsConfig({
      robotoStylesheet: 'https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap',
      materialIconsStylesheet: '/static/icons.css',
    });
    expect(config.fontStylesheets.roboto).toMatch(/^https:\/\/fonts\.googleapis\.com\/css2/);
    expect(config.fontStylesheets.materialIcons).toBe('/static/icons.css');
    expect(parseDocsConfig({ robotoStylesheet: '//evil.example.com/x.css' }).fontStylesheets.roboto).toBe(
      '/fonts/roboto.css',
    );
    expect(parseDocsConfig({ robotoStylesheet: 'javascript:alert(1)' }).fontStylesheets.roboto).toBe(
      '/fonts/roboto.css',
    );
  });

  it('reads version hosts pair by pair, keeping defaults for the rest', () => {
    const { versionHosts } = parseDocsConfig({
      versionHosts: '7=https://seven.example.com/, 6=nope, bad, 9=https://nine.example.com',
    });
    expect(versionHosts[7]).toBe('https://seven.example.com');
    expect(versionHosts[6]).toBe('https://v6.mui.com');
    expect(versionHosts[9]).toBe('https://nine.example.com');
  });

  it('falls back per value when a value is malformed', () => {
    const config = parseDocsConfig({
      siteOrigin: 'not a url',
      repositoryUrl: 'javascript:alert(1)',
      repositoryBranch: 'main; rm -rf /',
      feedbackEndpoint: 'ftp://example.com/feedback',
    });
    expect(config.siteOrigin).toBe(DEFAULT_DOCS_CONFIG.siteOrigin);
    expect(config.repositoryUrl).toBe(DEFAULT_DOCS_CONFIG.repositoryUrl);
    expect(config.repositoryBranch).toBe(DEFAULT_DOCS_CONFIG.repositoryBranch);
    expect(config.feedbackEndpoint).toBeNull();
  });

  it('accepts only http and https URLs', () => {
    expect(parseHttpUrl('http://127.0.0.1:9/x')).toBe('http://127.0.0.1:9/x');
    expect(parseHttpUrl('data:text/plain,hi')).toBeNull();
    expect(parseHttpUrl('')).toBeNull();
    expect(parseHttpUrl(undefined)).toBeNull();
  });

  it('analytics: off without a valid GA4 measurement id; MUI X telemetry on unless "off"', () => {
    expect(parseDocsConfig({}).analytics.measurementId).toBeNull();
    expect(parseDocsConfig({ gaMeasurementId: ' g-ab12cd34ef ' }).analytics.measurementId).toBe('G-AB12CD34EF');
    for (const bad of ['UA-1234-1', 'G-', 'G-ab cd', '<script>']) {
      expect(parseDocsConfig({ gaMeasurementId: bad }).analytics.measurementId).toBeNull();
    }
    expect(parseDocsConfig({}).xTelemetry).toBe(true);
    expect(parseDocsConfig({ xTelemetry: 'off' }).xTelemetry).toBe(false);
  });

  it('production host: a bare hostname, else the site origin’s', () => {
    expect(parseDocsConfig({}).productionHost).toBe('mui.com');
    expect(parseDocsConfig({ siteOrigin: 'https://docs.example.com:8443' }).productionHost).toBe('docs.example.com');
    expect(parseDocsConfig({ productionHost: ' 127.0.0.1 ' }).productionHost).toBe('127.0.0.1');
    expect(parseDocsConfig({ productionHost: 'Next.MUI.com' }).productionHost).toBe('next.mui.com');
    for (const bad of ['https://mui.com', 'mui.com:3000', 'mui..com', '-mui.com']) {
      expect(parseDocsConfig({ productionHost: bad }).productionHost).toBe('mui.com');
    }
  });

  it('builds edit links to the source file on the configured branch', () => {
    expect(editUrl(DEFAULT_DOCS_CONFIG, '/data/x/introduction/introduction.mdx')).toBe(
      'https://github.com/mui/material-ui/edit/master/data/x/introduction/introduction.mdx',
    );
  });
});

describe('parseOrigins (build time: DOCS_AD_NETWORK_ORIGINS)', () => {
  it('keeps the origin of each http(s) URL once, in order, and ignores anything else', () => {
    expect(
      parseOrigins('https://srv.ads.example/ads/, ftp://files.example,https://srv.ads.example https://img.ads.example'),
    ).toEqual(['https://srv.ads.example', 'https://img.ads.example']);
    expect(parseOrigins(undefined)).toEqual([]);
    expect(parseOrigins(' , javascript:alert(1) ')).toEqual([]);
  });
});

describe('interface strings', () => {
  it('spell the feedback error exactly as specified, in English', async () => {
    const { default: en } = await import('../../../translations/translations.json');
    expect(en.feedback.error).toBe("Couldn't submit feedback. Please try again later.");
  });

  it('exist in Chinese for every English key', async () => {
    const { messageKeys } = await import('../../../src/core/translate');
    const { pages: _en, ...en } = (await import('../../../translations/translations.json')).default;
    const { pages: _zh, ...zh } = (await import('../../../translations/translations-zh.json')).default;
    expect(messageKeys(zh)).toEqual(messageKeys(en));
  });
});
