import type { GetStaticPropsContext } from 'next';
import { content } from '../.generated/content-main';
import extraNav from '../.generated/extra-nav.json';
import { pages } from '../data/pages';
import type { NavNode } from '../src/core/navigation';
import { DocsPage, type DocsPageProps } from '../src/routes/DocsPage';
import { docsStaticPaths, docsStaticProps } from '../src/routes/staticProps';

// The build-scale benchmark appends its synthetic section here; normally empty.
const tree: NavNode[] = [...pages, ...(extraNav as NavNode[])];

export const getStaticPaths = () => docsStaticPaths(tree, 'main');

export const getStaticProps = ({ params }: GetStaticPropsContext<{ slug: string[] }>) => docsStaticProps(tree, params?.slug);

export default function MainDocsPage(props: DocsPageProps) {
  return <DocsPage {...props} tree={tree} content={content} />;
}
