import * as React from 'react';
import type { MDXContent } from 'mdx/types';
import { styled } from '@mui/material/styles';
import type { NavPage } from '../core/navigation';
import { toUrlPath } from '../core/paths';
import type { TocItem } from '../core/toc';
import { StaticMarkup } from '../islands';
import { AppFrame, PageFooter, PageHead, TableOfContents } from '../layout';
import { MdxContent, mdxComponents, useCopyButtons } from '../mdx';
import type { AreaLoaders } from './contentTypes';

/** What `getStaticProps` hands to a docs page (all serialisable). */
export interface DocsPageProps {
  /** Navigation form of the page path: `/getting-started/installation`. */
  pathname: string;
  title: string;
  description: string;
  toc: TocItem[];
  prev: NavPage | null;
  next: NavPage | null;
  editUrl: string;
  language: string;
  version: string;
}

const Title = styled('h1')(({ theme }) => ({ ...theme.typography.h1, margin: theme.spacing(0, 0, 1.5) }));

/** MDX components loaded on the server by `preloadDocsPage`, by page path. */
const loadedContent = new Map<string, MDXContent>();

/**
 * Load what a page renders only on the server (its navigation tree and MDX module), so that rendering can
 * stay synchronous and the browser never needs them. Call from `getStaticProps`.
 */
export async function preloadDocsPage(pathname: string, { loadTree, loadContent }: AreaLoaders): Promise<void> {
  const [, loaders] = await Promise.all([loadTree(), loadContent()]);
  const load = loaders[pathname];
  if (!load) {
    throw new Error(`No content module for ${pathname}: run \`npm run generate\` after adding the page.`);
  }
  loadedContent.set(pathname, (await load()).default);
}

export type DocsPageComponentProps = DocsPageProps & AreaLoaders;

const livePromises = new Map<string, Promise<MDXContent>>();

/** A settled promise React's `use()` reads without suspending. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled', value });
}

/**
 * `npm run dev` only: the body rendered in the browser too, so edits to MDX show up with hot reload.
 * The exported site never uses it.
 */
function LiveContent({ pathname, loadContent }: { pathname: string; loadContent: AreaLoaders['loadContent'] }) {
  let promise = livePromises.get(pathname);
  if (!promise) {
    const loaded = loadedContent.get(pathname);
    promise = loaded
      ? fulfilled(loaded)
      : loadContent().then(async (loaders) => {
          const load = loaders[pathname];
          if (!load) {
            throw new Error(`No content module for ${pathname}: run \`npm run generate\` after adding the page.`);
          }
          return (await load()).default;
        });
    livePromises.set(pathname, promise);
  }
  const Content = React.use(promise);
  return <Content components={mdxComponents} />;
}

/**
 * A documentation page: head tags, frame, title, description, MDX body, table of contents and footer.
 * The body and the navigation are exported HTML that the browser keeps without hydrating, so a page's
 * JavaScript does not grow with its length or with the number of pages.
 */
export function DocsPage({ loadTree, loadContent, ...page }: DocsPageComponentProps) {
  useCopyButtons();
  const isServer = typeof window === 'undefined';
  const Content = loadedContent.get(page.pathname);
  const tree = loadTree.peek();
  if (isServer && (!Content || !tree)) {
    throw new Error(`${page.pathname} rendered before its content was loaded: call preloadDocsPage() in getStaticProps.`);
  }
  return (
    <>
      <PageHead title={page.title} description={page.description} pathname={toUrlPath(page.pathname)} />
      <AppFrame
        navigation={{ tree, activePath: page.pathname }}
        version={page.version}
        aside={<TableOfContents items={page.toc} title="Contents" />}
      >
        <article>
          <MdxContent>
            <Title>{page.title}</Title>
            <p className="description">{page.description}</p>
            {process.env.NODE_ENV === 'development' ? (
              <div>
                <React.Suspense fallback={null}>
                  <LiveContent pathname={page.pathname} loadContent={loadContent} />
                </React.Suspense>
              </div>
            ) : (
              <StaticMarkup>{Content ? <Content components={mdxComponents} /> : null}</StaticMarkup>
            )}
          </MdxContent>
        </article>
        <PageFooter
          page={page.pathname}
          prev={page.prev}
          next={page.next}
          editUrl={page.editUrl}
          language={page.language}
          version={page.version}
        />
      </AppFrame>
    </>
  );
}
