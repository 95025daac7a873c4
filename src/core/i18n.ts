import { apiDocsPath } from './facts/text.mjs';
/** Languages of the site and how a path carries one: English paths are unprefixed, others start with `/<code>/`. */

export const LANGUAGES = ['en', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Native names, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', zh: '中文' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export interface PathLanguage {
  userLanguage: Language;
  /** The path without its language prefix, hash kept: `/x/react-data-grid/#a`. */
  canonicalAs: string;
  /** `canonicalAs` without the hash: `/x/react-data-grid/`. */
  canonicalAsServer: string;
  /** `canonicalAsServer` with `/api` read as `/api-docs` and no trailing slash: `/x/react-data-grid`. Title tables use it. */
  canonicalPathname: string;
}

/**
 * Read the language of a path. Only a recognised two-letter prefix followed by `/` counts:
 * `/zh/x/react-data-grid/#a` is Chinese; `/fr/x/` and `/zhx/` are English paths kept whole.
 */
export function pathnameToLanguage(pathname: string): PathLanguage {
  const match = /^\/([a-z]{2})\//.exec(pathname);
  const prefixed = match && isLanguage(match[1]) ? match[1] : null;
  const userLanguage = prefixed ?? DEFAULT_LANGUAGE;
  const canonicalAs = prefixed ? pathname.slice(prefixed.length + 1) : pathname;
  const canonicalAsServer = canonicalAs.replace(/#.*$/, '');
  const canonicalPathname = apiDocsPath(canonicalAsServer).replace(/(.)\/+$/, '$1');
  return { userLanguage, canonicalAs, canonicalAsServer, canonicalPathname };
}

/**
 * A site path in a language: English stays unprefixed, others get `/<code>`.
 * `localizePath('/x/introduction/', 'zh')` gives `/zh/x/introduction/`. Outbound URLs and hashes are left alone.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) {
    return path;
  }
  const { canonicalAs } = pathnameToLanguage(path);
  return language === DEFAULT_LANGUAGE ? canonicalAs : `/${language}${canonicalAs}`;
}
