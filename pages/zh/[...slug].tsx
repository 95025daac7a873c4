import type { GetStaticPropsContext } from 'next';
import { once } from '../../src/islands';
import { DocsRoute, type DocsRouteProps, docsStaticPaths, docsStaticProps } from '../../src/routes';

// Loaded by getStaticProps on the server only (stripped from the browser bundle with it).
const loadContent = once(() => import('../../.generated/content-main').then((module) => module.loaders));

export const getStaticPaths = () => docsStaticPaths('main', 'zh');

export const getStaticProps = ({ params }: GetStaticPropsContext<{ slug: string[] }>) =>
  docsStaticProps({ area: 'main', language: 'zh', slug: params?.slug, loadContent });

export default function MainDocsPageZh(props: DocsRouteProps) {
  return <DocsRoute {...props} />;
}
