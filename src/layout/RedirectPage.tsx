import Head from 'next/head';
import { canonicalUrl } from '../core/head';
import { REDIRECT_SCRIPT } from '../core/redirects';
import { useDocsConfig } from '../providers';

export interface RedirectPageProps {
  /** Site path to send the reader to: `/x/introduction/`. */
  to: string;
}

/**
 * A static redirect: an inline script (`REDIRECT_SCRIPT`, reading its target from `data-to`) replaces the history
 * entry while the HTML is still parsing, keeping any hash; without JavaScript the meta refresh does the same job,
 * minus the hash.
 */
export function RedirectPage({ to }: RedirectPageProps) {
  const config = useDocsConfig();
  return (
    <>
      <Head>
        <title>{`Redirecting to ${to} - ${config.productName}`}</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonicalUrl(config.siteOrigin, to)} />
      </Head>
      <script data-to={to} dangerouslySetInnerHTML={{ __html: REDIRECT_SCRIPT }} />
      <main style={{ padding: 24 }}>
        <p>
          This page has moved to <a href={to}>{to}</a>.
        </p>
      </main>
    </>
  );
}
