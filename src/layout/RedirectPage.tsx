import * as React from 'react';
import Head from 'next/head';
import { canonicalUrl } from '../core/head';
import { useDocsConfig } from '../providers';

export interface RedirectPageProps {
  /** Site path to send the reader to: `/x/introduction/`. */
  to: string;
}

/**
 * A static redirect: the HTML refreshes to the target (works without JavaScript) and the browser
 * replaces the history entry at once, keeping any hash.
 */
export function RedirectPage({ to }: RedirectPageProps) {
  const config = useDocsConfig();
  React.useEffect(() => {
    window.location.replace(`${to}${window.location.hash}`);
  }, [to]);
  return (
    <>
      <Head>
        <title>{`Redirecting to ${to} - ${config.productName}`}</title>
        <meta httpEquiv="refresh" content={`0; url=${to}`} />
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={canonicalUrl(config.siteOrigin, to)} />
      </Head>
      <main style={{ padding: 24 }}>
        <p>
          This page has moved to <a href={to}>{to}</a>.
        </p>
      </main>
    </>
  );
}
