/**
 * The docs routes' `getStaticPaths` and `getStaticProps`: the site model's (`src/site`), with the components the
 * server render needs set first. They stay on the server: Next strips `getStaticProps` and its imports from the
 * browser bundle, so the page body's components, the navigation tree and the API tables never reach it.
 */
import { ApiContent } from '../api';
import { PostHeader } from '../blog';
import { serverRender } from '../islands';
import { NavTree } from '../layout';
import { mdxComponents } from '../mdx';
import { docsStaticProps as sitePageProps, type DocsStaticPropsInput } from '../site';

export { basicPageProps, docsStaticPaths } from '../site';

/** Props of one page, in one language; also prepares its server render. */
export function docsStaticProps(input: DocsStaticPropsInput) {
  Object.assign(serverRender.parts, { mdxComponents, ApiContent, NavTree, PostHeader });
  return sitePageProps(input);
}
