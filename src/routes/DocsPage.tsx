import { styled } from '@mui/material/styles';
import type { NavNode, NavPage } from '../core/navigation';
import { toUrlPath } from '../core/paths';
import type { TocItem } from '../core/toc';
import { AppFrame, PageFooter, PageHead, TableOfContents } from '../layout';
import { MdxContent, mdxComponents } from '../mdx';
import type { ContentMap } from './contentTypes';

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

export interface DocsPageComponentProps extends DocsPageProps {
  tree: readonly NavNode[];
  content: ContentMap;
}

/** A documentation page: head tags, frame, title, description, MDX body, table of contents and footer. */
export function DocsPage({ tree, content, ...page }: DocsPageComponentProps) {
  const Content = content[page.pathname];
  return (
    <>
      <PageHead title={page.title} description={page.description} pathname={toUrlPath(page.pathname)} />
      <AppFrame
        tree={tree}
        activePath={page.pathname}
        version={page.version}
        aside={<TableOfContents key={page.pathname} items={page.toc} title="Contents" />}
      >
        <article>
          <MdxContent>
            <Title>{page.title}</Title>
            <p className="description">{page.description}</p>
            {Content ? <Content components={mdxComponents} /> : null}
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
