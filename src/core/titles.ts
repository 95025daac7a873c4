import type { Language } from './i18n';
import { isApiPath } from './paths';

/** Path-keyed title tables per language (`translations/*.json` → `pages`), keyed by canonical pathname. */
export type TitleTables = Partial<Record<Language, Record<string, string>>>;

function capitalize(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The title a path gets when no table or navigation entry names it, from its last segment: a `react-` prefix
 * is dropped, the segment is cut at its first `.`, hyphens become spaces and the first letter is upper case
 * (`/x/react-data-grid/column-definition` → "Column definition"). API pages name a component in PascalCase
 * (`/api/button-group` → "ButtonGroup") and hooks in camelCase (`/api/use-media-query` → "useMediaQuery").
 */
export function titleFromPath(pathname: string): string {
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const base = segment.replace(/^react-/, '').split('.')[0];
  const words = base.split('-').filter(Boolean);
  if (isApiPath(pathname)) {
    const pascal = words.map(capitalize).join('');
    return words[0] === 'use' ? pascal.charAt(0).toLowerCase() + pascal.slice(1) : pascal;
  }
  return capitalize(words.join(' '));
}

/**
 * A page's title: the language's table, else the English table, else the navigation entry's own title,
 * else the one derived from the path. `canonicalPathname` is the language-free, `/api-docs` form.
 */
export function pageTitle(
  canonicalPathname: string,
  language: Language,
  tables: TitleTables,
  navTitle?: string,
): string {
  return (
    tables[language]?.[canonicalPathname] ??
    tables.en?.[canonicalPathname] ??
    navTitle ??
    titleFromPath(canonicalPathname)
  );
}
