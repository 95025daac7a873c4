import type { GetStaticPropsContext } from 'next';
import { content } from '../../.generated/content-x';
import { pages } from '../../data/x/pages';
import { DocsPage, type DocsPageProps } from '../../src/routes/DocsPage';
import { docsStaticPaths, docsStaticProps } from '../../src/routes/staticProps';

export const getStaticPaths = () => docsStaticPaths(pages, 'x', ['x']);

export const getStaticProps = ({ params }: GetStaticPropsContext<{ slug: string[] }>) =>
  docsStaticProps(pages, params?.slug, ['x']);

export default function XDocsPage(props: DocsPageProps) {
  return <DocsPage {...props} tree={pages} content={content} />;
}
