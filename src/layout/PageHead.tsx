import Head from 'next/head';
import { canonicalUrl, documentTitle } from '../core/head';
import { useDocsConfig } from '../providers';

export interface PageHeadProps {
  title: string;
  description: string;
  /** Site path of the page: `/getting-started/installation/`. */
  pathname: string;
  /** For pages that must stay out of search engines (the 404 page). */
  noIndex?: boolean;
}

/** Title, description, canonical URL and Open Graph tags of a page. */
export function PageHead({ title, description, pathname, noIndex = false }: PageHeadProps) {
  const config = useDocsConfig();
  const fullTitle = documentTitle(title, config.productName);
  const url = canonicalUrl(config.siteOrigin, pathname);
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </Head>
  );
}
