import { localizePath, type Language } from './i18n';
import { toNavPath, toUrlPath } from './paths';

export interface Redirect {
  from: string;
  to: string;
}

/**
 * The inline script of a redirect page, the same on every one so that one hash of the Content-Security-Policy
 * allows it: it reads the target from its own `data-to` attribute (attributes are no part of a script's hash)
 * and replaces the history entry, keeping the hash.
 */
export const REDIRECT_SCRIPT = 'location.replace(document.currentScript.dataset.to+location.hash)';

/** The redirects whose target page exists: a redirect must never lead to a missing page. */
export function activeRedirects(redirects: readonly Redirect[], hasContent: (pathname: string) => boolean): Redirect[] {
  return redirects.filter((redirect) => hasContent(toNavPath(redirect.to)));
}

/** The redirect of a path, if any: `/components/pickers/` finds the pickers redirect. */
export function findRedirect(redirects: readonly Redirect[], pathname: string): Redirect | undefined {
  const target = toNavPath(pathname);
  return redirects.find((redirect) => toNavPath(redirect.from) === target);
}

/**
 * A `_redirects` file (Netlify, Cloudflare Pages and others read it): one permanent redirect a line,
 * in every language, with and without the trailing slash.
 */
export function redirectsFile(redirects: readonly Redirect[], languages: readonly Language[]): string {
  const lines = languages.flatMap((language) =>
    redirects.flatMap(({ from, to }) => {
      const source = localizePath(toUrlPath(from), language);
      const target = localizePath(toUrlPath(to), language);
      return [`${source.slice(0, -1)} ${target} 301`, `${source} ${target} 301`];
    }),
  );
  return `${lines.join('\n')}\n`;
}
