import Head from 'next/head';
import { BLOG_FEED_PATH, BLOG_PATH } from '../core/paths';
import { canonicalUrl, documentTitle } from '../core/head';
import { LANGUAGES, localizePath, type Language } from '../core/i18n';
import { MANIFEST_FILE } from '../core/facts/offline.mjs';
import { useDocsConfig } from '../providers';

/** The share card of every page (public/og-default.jpg, 1200 × 630). */
const OG_IMAGE = { path: '/og-default.jpg', width: 1200, height: 630, alt: 'MUI documentation' } as const;

export interface PageHeadProps {
  title: string;
  description: string;
  /** Site path of the page without its language: `/getting-started/installation/`. */
  pathname: string;
  language: Language;
  /** For pages that must stay out of search engines (the 404 page). */
  noIndex?: boolean;
  /** A blog post's date (`2025-03-26`): the page is shared as an article. */
  publishedTime?: string;
}

/** Title, description, canonical URL, language alternates and Open Graph tags of a page. */
export function PageHead({ title, description, pathname, language, noIndex = false, publishedTime }: PageHeadProps) {
  const config = useDocsConfig();
  const fullTitle = documentTitle(title, config.productName);
  const url = canonicalUrl(config.siteOrigin, localizePath(pathname, language));
  return (
    <Head>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {noIndex
        ? null
        : [...LANGUAGES, 'x-default' as const].map((hreflang) => (
            <link
              key={hreflang}
              rel="alternate"
              hrefLang={hreflang}
              href={canonicalUrl(config.siteOrigin, localizePath(pathname, hreflang === 'x-default' ? 'en' : hreflang))}
            />
          ))}
      <meta property="og:type" content={publishedTime ? 'article' : 'website'} />
      {publishedTime ? <meta property="article:published_time" content={publishedTime} /> : null}
      <meta property="og:site_name" content={config.productName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={language === 'zh' ? 'zh_CN' : 'en_US'} />
      <meta property="og:image" content={`${config.siteOrigin}${OG_IMAGE.path}`} />
      <meta property="og:image:width" content={String(OG_IMAGE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE.height)} />
      <meta property="og:image:alt" content={OG_IMAGE.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${config.siteOrigin}${OG_IMAGE.path}`} />
      {pathname.startsWith(`${BLOG_PATH}/`) ? (
        <link rel="alternate" type="application/rss+xml" title={`${config.productName} blog`} href={BLOG_FEED_PATH} />
      ) : null}
      {/* The `/x/` area installs as an app of its own (build/service-worker.mjs writes the manifests). */}
      {pathname.startsWith('/x/') ? (
        <link rel="manifest" href={`${localizePath('/x/', language)}${MANIFEST_FILE}`} />
      ) : null}
    </Head>
  );
}
