import type { DocsPageProps, DocsRouteProps } from '../core/page';
import { StaticMarkup } from '../islands';
import { RedirectPage } from '../layout';
import { PageShell, useDocsBody } from '../shell';
import { DocsFrame } from './DocsFrame';

export type { DocsPageProps, DocsRouteProps };

/** The page component of a docs route file. */
export function DocsRoute(props: DocsRouteProps) {
  if ('redirectTo' in props) {
    // Exported HTML that does its job before any script (its inline one and its meta refresh): nothing to hydrate.
    return (
      <StaticMarkup>
        {typeof window === 'undefined' || process.env.NODE_ENV === 'development' ? (
          <RedirectPage to={props.redirectTo} />
        ) : null}
      </StaticMarkup>
    );
  }
  return <DocsPage {...props} />;
}

/**
 * A documentation page: the page as exported (head tags, frame, title, description, MDX body, table of contents
 * and footer) that the browser keeps without hydrating, so a page's JavaScript grows neither with its length, nor
 * with the number of pages, nor with the frame's styling.
 */
export function DocsPage(page: DocsPageProps) {
  useDocsBody();
  return (
    <PageShell>
      {typeof window === 'undefined' || process.env.NODE_ENV === 'development' ? <DocsFrame {...page} /> : null}
    </PageShell>
  );
}
