import type { GetStaticPropsContext } from 'next';
import extraNav from '../.generated/extra-nav.json';
import { pages } from '../data/pages';
import type { NavNode } from '../src/core/navigation';
import { once } from '../src/islands';
import { DocsPage, preloadDocsPage, type DocsPageProps } from '../src/routes/DocsPage';
import { docsStaticPaths, docsStaticProps } from '../src/routes/staticProps';

// The build-scale benchmark appends its synthetic section (`.generated/extra-nav.json`); normally empty.
const tree: NavNode[] = [...pages, ...(extraNav as NavNode[])];

export const getStaticPaths = () => docsStaticPaths(tree, 'main');

// In the browser, the tree and the content map are separate chunks fetched after the first paint.
const loadTree = once(() =>
  Promise.all([import('../data/pages'), import('../.generated/extra-nav.json')]).then(([main, extra]) => [
    ...main.pages,
    ...(extra.default as NavNode[]),
  ]),
);
const loadContent = once(() => import('../.generated/content-main').then((module) => module.loaders));

export const getStaticProps = async ({ params }: GetStaticPropsContext<{ slug: string[] }>) => {
  const result = docsStaticProps(tree, params?.slug);
  if ('props' in result) {
    await preloadDocsPage(result.props.pathname, { loadTree, loadContent });
  }
  return result;
};

export default function MainDocsPage(props: DocsPageProps) {
  return <DocsPage {...props} loadTree={loadTree} loadContent={loadContent} />;
}
