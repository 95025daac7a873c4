// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localizePath, pathnameToLanguage } from '../../../src/core/i18n';
import { pageTitle, titleFromPath } from '../../../src/core/titles';
import {
  createTranslator,
  flattenMessages,
  MISSING_LANGUAGE_TEXT,
  resetTranslationWarnings,
} from '../../../src/core/translate';

describe('pathnameToLanguage', () => {
  it('reads the example from the specification', () => {
    expect(pathnameToLanguage('/zh/x/react-data-grid/#a')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/x/react-data-grid/#a',
      canonicalAsServer: '/x/react-data-grid/',
      canonicalPathname: '/x/react-data-grid',
    });
  });

  it('treats unprefixed paths as English', () => {
    expect(pathnameToLanguage('/getting-started/installation/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/getting-started/installation/',
      canonicalAsServer: '/getting-started/installation/',
      canonicalPathname: '/getting-started/installation',
    });
  });

  it('strips an explicit en prefix', () => {
    expect(pathnameToLanguage('/en/x/introduction/')).toMatchObject({
      userLanguage: 'en',
      canonicalAs: '/x/introduction/',
    });
  });

  it('keeps an unknown or malformed prefix as part of an English path', () => {
    expect(pathnameToLanguage('/fr/x/introduction/')).toEqual({
      userLanguage: 'en',
      canonicalAs: '/fr/x/introduction/',
      canonicalAsServer: '/fr/x/introduction/',
      canonicalPathname: '/fr/x/introduction',
    });
    expect(pathnameToLanguage('/zhx/react/')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zhx/react/' });
    expect(pathnameToLanguage('/zh')).toMatchObject({ userLanguage: 'en', canonicalAs: '/zh' });
  });

  it('maps /api to /api-docs in the canonical pathname only', () => {
    expect(pathnameToLanguage('/zh/api/button/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/api/button/',
      canonicalAsServer: '/api/button/',
      canonicalPathname: '/api-docs/button',
    });
    expect(pathnameToLanguage('/apis/button/').canonicalPathname).toBe('/apis/button');
    expect(pathnameToLanguage('/x/api/data-grid/').canonicalPathname).toBe('/x/api/data-grid');
  });

  it('handles the root, hashes without a trailing slash and repeated slashes', () => {
    expect(pathnameToLanguage('/zh/')).toEqual({
      userLanguage: 'zh',
      canonicalAs: '/',
      canonicalAsServer: '/',
      canonicalPathname: '/',
    });
    expect(pathnameToLanguage('/')).toMatchObject({ canonicalPathname: '/' });
    expect(pathnameToLanguage('/a/b#c')).toMatchObject({ canonicalAsServer: '/a/b', canonicalPathname: '/a/b' });
    expect(pathnameToLanguage('/a//').canonicalPathname).toBe('/a');
  });
});

describe('localizePath', () => {
  it('prefixes other languages and leaves English unprefixed', () => {
    expect(localizePath('/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(localizePath('/zh/x/introduction/#plans', 'en')).toBe('/x/introduction/#plans');
    expect(localizePath('/zh/x/introduction/', 'zh')).toBe('/zh/x/introduction/');
    expect(localizePath('/', 'zh')).toBe('/zh/');
  });

  it('leaves outbound and relative links alone', () => {
    expect(localizePath('https://mui.com/store/', 'zh')).toBe('https://mui.com/store/');
    expect(localizePath('//cdn.example.com/a.js', 'zh')).toBe('//cdn.example.com/a.js');
    expect(localizePath('#section', 'zh')).toBe('#section');
  });
});

describe('titles', () => {
  it('derives titles from plain, react-, dotted, API and hook paths', () => {
    expect(titleFromPath('/x/react-data-grid/column-definition')).toBe('Column definition');
    expect(titleFromPath('/x/react-data-grid')).toBe('Data grid');
    expect(titleFromPath('/x/introduction/')).toBe('Introduction');
    expect(titleFromPath('/blog/material-ui-v7.0.0')).toBe('Material ui v7');
    expect(titleFromPath('/api/button-group')).toBe('ButtonGroup');
    expect(titleFromPath('/api-docs/text-field')).toBe('TextField');
    expect(titleFromPath('/api/use-media-query')).toBe('useMediaQuery');
    expect(titleFromPath('/x/api/data-grid/data-grid-pro')).toBe('DataGridPro');
    expect(titleFromPath('/x/api/date-pickers/use-picker-context')).toBe('usePickerContext');
    expect(titleFromPath('/')).toBe('');
  });

  const tables = {
    en: { '/components/buttons': 'Button', '/api-docs/button': 'Button API' },
    zh: { '/components/buttons': 'Button 按钮' },
  };

  it('prefers the language table, then English, then the navigation title, then the path', () => {
    expect(pageTitle('/components/buttons', 'zh', tables, 'Buttons')).toBe('Button 按钮');
    expect(pageTitle('/api-docs/button', 'zh', tables, 'ignored')).toBe('Button API');
    expect(pageTitle('/x/react-charts', 'zh', tables, 'Charts')).toBe('Charts');
    expect(pageTitle('/x/react-charts/bars', 'en', tables)).toBe('Bars');
    expect(pageTitle('/components/buttons', 'en', {}, undefined)).toBe('Buttons');
  });
});

describe('translations', () => {
  const catalogs = {
    en: { toc: { title: 'Contents' }, footer: { next: 'Next', previous: 'Previous' } },
    zh: { toc: { title: '目录' }, footer: { next: '下一页' } },
  };

  afterEach(() => {
    resetTranslationWarnings();
    vi.restoreAllMocks();
  });

  it('reads dotted keys in the language', () => {
    const t = createTranslator(catalogs, 'zh');
    expect(t('toc.title')).toBe('目录');
    expect(t('footer.next')).toBe('下一页');
  });

  it('falls back to English and warns once per language and key', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator(catalogs, 'zh');
    expect(t('footer.previous')).toBe('Previous');
    expect(t('footer.previous')).toBe('Previous');
    expect(createTranslator(catalogs, 'zh')('footer.previous')).toBe('Previous');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Missing translation for zh:footer.previous');
  });

  it('returns the key itself when English lacks it too, and does not treat a group as a string', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator(catalogs, 'en');
    expect(t('nope.missing')).toBe('nope.missing');
    expect(t('footer')).toBe('footer');
  });

  it('logs an error for a missing language and returns an ellipsis', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const t = createTranslator(catalogs, 'fr');
    expect(t('toc.title')).toBe(MISSING_LANGUAGE_TEXT);
    expect(MISSING_LANGUAGE_TEXT).toBe('…');
    createTranslator(catalogs, 'fr');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Missing language: fr.');
  });

  it('flattens the English keys with fallbacks applied, for the browser', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(flattenMessages(catalogs, 'zh')).toEqual({
      'toc.title': '目录',
      'footer.next': '下一页',
      'footer.previous': 'Previous',
    });
  });
});

describe('server-only strings', () => {
  it('are the page actions, the blog byline and a demo’s frame, each a string of the catalogue', async () => {
    const { isServerOnlyMessage } = await import('../../../src/core/translate');
    const catalogue = (await import('../../../translations/translations.json')).default as unknown as Record<
      string,
      Record<string, unknown>
    >;
    const keys = Object.entries(catalogue).flatMap(([group, strings]) =>
      group === 'pages' ? [] : Object.keys(strings).map((key) => `${group}.${key}`),
    );
    const serverOnly = keys.filter(isServerOnlyMessage);
    expect(serverOnly).toContain('pageActions.copy');
    expect(serverOnly).toContain('blog.authors');
    expect(serverOnly).toContain('demo.showCode');
    // What the browser's code reads stays in the props: the islands' and the toolbar's messages.
    for (const key of ['demo.crashed', 'demo.retry', 'demo.copy', 'demo.copied', 'search.dialog', 'island.dismiss']) {
      expect(isServerOnlyMessage(key), key).toBe(false);
    }
    expect(isServerOnlyMessage('demo.nonexistent')).toBe(false);
  });
});
