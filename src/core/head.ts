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
