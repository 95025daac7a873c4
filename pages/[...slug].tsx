import type { GetStaticPropsContext } from 'next';
import extraNav from '../.generated/extra-nav.json';
import { pages } from '../data/pages';
import type { NavNode } from '../src/core/navigation';
import { once } from '../src/islands';
import { DocsRoute, type DocsRouteProps } from '../src/routes/DocsPage';
import { docsStaticPaths, docsStaticProps } from '../src/routes/staticProps';

// The build-scale benchmark appends its synthetic section (`.generated/extra-nav.json`); normally empty.
const tree: NavNode[] = [...pages, ...(extraNav as NavNode[])];

// Loaded by getStaticProps on the server only (stripped from the browser bundle with it).
const loadContent = once(() => import('../.generated/content-main').then((module) => module.loaders));

export const getStaticPaths = () => docsStaticPaths(tree, 'main', 'en');

export const getStaticProps = ({ params }: GetStaticPropsContext<{ slug: string[] }>) =>
  docsStaticProps({ tree: tree, area: 'main', language: 'en', slug: params?.slug, loadContent });

export default function MainDocsPage(props: DocsRouteProps) {
  return <DocsRoute {...props} />;
}
