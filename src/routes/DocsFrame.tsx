import * as React from 'react';
import type { MDXComponents, MDXContent } from 'mdx/types';
import { styled } from '@mui/material/styles';
import { breadcrumbJsonLd } from '../core/head';
import { localizePath } from '../core/i18n';
import { xProductOf, xVersionLinks } from '../core/versions';
import { isPageNode, navHref, nodeTitle } from '../core/navigation';
import type { DocsPageProps } from '../core/page';
import { areaOfPath, toUrlPath } from '../core/paths';
import { AdBlock } from '../ads';
import { DEMO_TOOLBAR_ICONS } from '../demos';
import { IconSprite } from '../icons';
import { CurrentPageContext, serverRender, StaticMarkup } from '../islands';
import { useDocsConfig, useTranslate } from '../providers';
import { AppFrame, PageActions, PageFooter, PageHead, TableOfContents } from '../layout';
import { MdxContent } from '../mdx';
import { loadPageContent, type ContentLoaders } from '../core/content';
import type { Area } from '../core/paths';

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5) }));

const livePromises = new Map<string, Promise<MDXContent>>();

/** A settled promise React's `use()` reads without suspending. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * `npm run dev` only: the body rendered in the browser too, so edits to MDX show up with hot reload.
 * The exported site never uses it.
 */
let liveComponents: Promise<MDXComponents> | null = null;

/**
 * The page modules of an area, for `npm run dev` only. The import sits in a branch the production build drops, so
 * the exported site ships no chunk of compiled MDX (each would carry its page's demos again): the browser keeps
 * the exported body instead.
 */
function devContentLoaders(area: Area): Promise<ContentLoaders<MDXContent>> {
  if (process.env.NODE_ENV === 'development') {
    return (area === 'x' ? import('../../.generated/content-x') : import('../../.generated/content-main')).then(
      (module) => module.loaders,
    );
  }
  return Promise.reject(new Error('Page bodies are exported HTML; their modules load only under npm run dev.'));
}

function LiveContent({ pathname }: { pathname: string }) {
  let promise = livePromises.get(pathname);
  if (!promise) {
    const body = serverRender.pages.get(pathname)?.body;
    const loaded = body && 'mdx' in body ? body.mdx : undefined;
    promise = loaded
      ? fulfilled(loaded)
      : devContentLoaders(areaOfPath(pathname)).then((loaders) => loadPageContent(loaders, pathname));
    livePromises.set(pathname, promise);
  }
  const { mdxComponents } = serverRender.parts;
  liveComponents ??= mdxComponents ? fulfilled(mdxComponents) : import('../mdx').then((module) => module.mdxComponents);
  const Content = React.use(promise);
  return <Content components={React.use(liveComponents)} />;
}

/**
 * A documentation page as the server renders it (and `npm run dev` in the browser): head tags, frame, title, ad
 * block, MDX or API body, table of contents and footer. The browser keeps the exported markup (`DocsPage`).
 */
export function DocsFrame(page: DocsPageProps) {
  const t = useTranslate();
  const config = useDocsConfig();
  // A constant in each bundle (the browser's is false), so server-only branches and their imports leave the browser's.
  const isServer = typeof window === 'undefined';
  const server = serverRender.pages.get(page.pathname);
  const { mdxComponents, ApiContent, PostHeader } = serverRender.parts;
  if (isServer && !server) {
    throw new Error(
      `${page.pathname} rendered before its content was loaded: use docsStaticProps() in getStaticProps.`,
    );
  }
  return (
    <>
      <PageHead
        title={page.title}
        description={page.description}
        pathname={toUrlPath(page.pathname)}
        language={page.language}
        publishedTime={page.post?.dateTime}
      />
      <AppFrame
        navigation={{ tree: server?.tree, activePath: page.pathname }}
        version={
          areaOfPath(page.pathname) === 'x'
            ? { version: page.version, links: xVersionLinks(xProductOf(page.pathname), config.versionHosts) }
            : { version: page.version, href: localizePath('/versions/', page.language) }
        }
        canonicalPath={toUrlPath(page.pathname)}
        aside={page.hasToc ? <TableOfContents items={server?.toc ?? []} title={t('toc.title')} /> : null}
        showCodeStyling={areaOfPath(page.pathname) === 'x'}
      >
        {/* What the search index reads (build/search-index.mjs): the article, its area, section and plan, and
          an overview page's name. The name is an attribute Pagefind indexes as text (so Chinese names are
          segmented like the body, which meta values are not) and also returns as meta, for the dialog's ranking. */}
        <article
          data-pagefind-body=""
          data-pagefind-filter={`area:${areaOfPath(page.pathname)}`}
          data-pagefind-meta={page.section ? `section:${page.section.replace(/,/g, ' ')}` : undefined}
        >
          <MdxContent>
            <Title
              data-search-name={page.searchName}
              data-pagefind-index-attrs={page.searchName ? 'data-search-name' : undefined}
              data-pagefind-meta={
                [page.searchName && 'name[data-search-name]', page.plan && `plan:${page.plan}`]
                  .filter(Boolean)
                  .join(', ') || undefined
              }
            >
              {page.title}
            </Title>
            {page.post ? (
              <StaticMarkup>
                {PostHeader ? (
                  <PostHeader byline={page.post} labels={{ authors: t('blog.authors'), tags: t('blog.tags') }} />
                ) : null}
              </StaticMarkup>
            ) : null}
            <p className="description">{page.description}</p>
            <StaticMarkup>
              {isServer && server ? (
                <PageActions pathname={page.pathname} language={page.language} siteOrigin={config.siteOrigin} />
              ) : null}
            </StaticMarkup>
            <AdBlock />
            {process.env.NODE_ENV === 'development' && !page.generated ? (
              <div>
                <React.Suspense fallback={null}>
                  <LiveContent pathname={page.pathname} />
                </React.Suspense>
              </div>
            ) : (
              <StaticMarkup>
                {isServer && server ? (
                  <CurrentPageContext.Provider value={page.pathname}>
                    {serverRender.parts.site?.page(page.pathname)?.demos ? (
                      <IconSprite names={DEMO_TOOLBAR_ICONS} />
                    ) : null}
                    {'mdx' in server.body ? (
                      <server.body.mdx components={mdxComponents ?? undefined} />
                    ) : ApiContent ? (
                      <ApiContent {...server.body.api} language={page.language} />
                    ) : null}
                  </CurrentPageContext.Provider>
                ) : null}
                {isServer && server ? (
                  <script
                    type="application/ld+json"
                    dangerouslySetInnerHTML={{
                      __html: breadcrumbJsonLd(
                        config.siteOrigin,
                        server.trail
                          .filter(isPageNode)
                          .map((node) => ({ name: nodeTitle(node), path: navHref(node.pathname, page.language) })),
                      ),
                    }}
                  />
                ) : null}
              </StaticMarkup>
            )}
          </MdxContent>
        </article>
        <PageFooter
          page={page.pathname}
          prev={page.prev}
          next={page.next}
          editUrl={page.editUrl}
          version={page.version}
        />
      </AppFrame>
    </>
  );
}
