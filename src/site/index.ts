// The site model (server only: `getStaticProps`, `getStaticPaths` and the build's scripts). It reads `data/`, the
// generated content index and the API data, and may use `node:fs`; browser code never imports it.
export { docsStaticPaths, docsStaticProps, basicPageProps, type DocsStaticPropsInput } from './pageProps';
export { areaTree, areaPages, pagePlace, siteTree, sourceTree, type PagePlace } from './navigation';
export {
  contentIndex,
  hasContent,
  localizedTitle,
  pageMessages,
  pageUsesCssLayers,
  redirects,
  titleTables,
  type MessageGroup,
} from './data';
export { apiIndex, apiNavigation, demoPagesOf, readApiPage } from './api';
export { inventoryTree } from './inventory';
export { apiDemoPages, apiPageDescription, apiToc } from './apiPage';
