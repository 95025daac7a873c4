// The routes' door, for the route files of `pages/`: the page components, and the data functions that only
// `getStaticProps`/`getStaticPaths` call (Next removes them, and what only they import, from the browser's bundle).
export { DocsRoute, DocsPage, type DocsPageProps, type DocsRouteProps } from './DocsPage';
export { HomePage } from './HomePage';
export { NotFoundPage } from './NotFoundPage';
export { basicPageProps, docsStaticPaths, docsStaticProps } from './staticProps';
