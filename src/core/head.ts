import { toUrlPath } from './paths';

/** Browser UI colour per scheme (`<meta name="theme-color">`), the theme's page background. */
export const THEME_COLORS = { light: '#ffffff', dark: '#0b0e14' } as const;

/** The document title: "<page title> - <product name>", or the product name alone for an empty title. */
export function documentTitle(pageTitle: string, productName: string): string {
  const title = pageTitle.trim();
  return title ? `${title} - ${productName}` : productName;
}

/** Absolute canonical URL of a site path, always with a trailing slash: `https://mui.com/x/introduction/`. */
export function canonicalUrl(siteOrigin: string, pathname: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${toUrlPath(pathname)}`;
}

/** Language and direction for `<html>`; Chinese pages live under `/zh/`. */
export function documentLanguage(pathname: string): { lang: string; dir: 'ltr' | 'rtl' } {
  return { lang: /^\/zh(\/|$)/.test(pathname) ? 'zh' : 'en', dir: 'ltr' };
}

export interface BreadcrumbItem {
  name: string;
  /** Site path with its language prefix: `/zh/x/react-data-grid/`. */
  path: string;
}

/** Schema.org `BreadcrumbList` JSON-LD of a page's trail (its sections that are pages, then the page). */
export function breadcrumbJsonLd(siteOrigin: string, items: BreadcrumbItem[]): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: canonicalUrl(siteOrigin, item.path),
    })),
  };
  // `<` escaped so the JSON cannot close its script element.
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * The speculation rules of every page (`<script type="speculationrules">`, Chromium's Speculation Rules API): a
 * link to another page of this site is prerendered when the reader hovers it or presses on it (`moderate`
 * eagerness; never every link in view), so the page is on screen at the click. Only this origin's pages match
 * (patterns are relative to the page, and exported pages end with `/`); files (`.md` copies, feeds, images), links
 * within the page, links that open elsewhere or download, and external links (the sandboxes' are forms) do not.
 * While prerendered, a page defers its analytics and its ad (`src/utils/pageShown.ts`). Browsers without the API
 * ignore the block and keep plain links. The block is an executable inline script: the policy lists its hash.
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      source: 'document',
      where: {
        and: [
          { href_matches: ['/', '/*/'] },
          {
            not: {
              selector_matches:
                '[href^="#"], [target]:not([target="_self"]), [download], [rel~="nofollow"], [rel~="external"], [data-no-prerender]',
            },
          },
        ],
      },
      eagerness: 'moderate',
    },
  ],
} as const;
