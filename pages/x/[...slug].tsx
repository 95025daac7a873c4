import type { GetStaticPropsContext } from 'next';
import { pages } from '../../data/x/pages';
import { once } from '../../src/islands';
import { DocsPage, preloadDocsPage, type DocsPageProps } from '../../src/routes/DocsPage';
import { docsStaticPaths, docsStaticProps } from '../../src/routes/staticProps';

export const getStaticPaths = () => docsStaticPaths(pages, 'x', ['x']);

// In the browser, the tree and the content map are separate chunks fetched after the first paint.
const loadTree = once(() => import('../../data/x/pages').then((module) => module.pages));
const loadContent = once(() => import('../../.generated/content-x').then((module) => module.loaders));

export const getStaticProps = async ({ params }: GetStaticPropsContext<{ slug: string[] }>) => {
  const result = docsStaticProps(pages, params?.slug, ['x']);
  if ('props' in result) {
    await preloadDocsPage(result.props.pathname, { loadTree, loadContent });
  }
  return result;
};

export default function XDocsPage(props: DocsPageProps) {
  return <DocsPage {...props} loadTree={loadTree} loadContent={loadContent} />;
}
