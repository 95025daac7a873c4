/**
 * Route data of an API page: its props, and its body's data and table of contents for the server render, like an
 * MDX page's, so the tables are exported HTML and never page props.
 */
import { editUrl } from '../core/config';
import type { Language } from '../core/i18n';
import { findTrail, sectionPath, type NavNode } from '../core/navigation';
import { pageTitle } from '../core/titles';
import { nestHeadings, type TocHeading, type TocItem } from '../core/toc';
import { docsConfig, DOCUMENTED_VERSIONS } from '../config';
import { apiIndex, demoPagesOf, readApiPage } from './api';
import { themeKeyOf, type ApiIndexEntry, type ApiPageBody, type ApiPageData } from '../core/api';
import type { DocsPageProps } from '../core/page';
import { apiDocsPath, interpolate } from '../core/facts/text.mjs';
import { communityPackage } from '../core/facts/plans.mjs';
import { areaOfPath } from '../core/paths';
import { contentIndex, localizedTitle, pageMessages, titleTables } from './data';

/** The sections of the page, as its table of contents. */
export function apiToc(data: ApiPageData, messages: Record<string, string>): TocHeading[] {
  if (data.kind === 'changes') {
    const log = data.changeLog;
    return log
      ? [
          { id: 'changed-components', text: messages['api.changedComponents'], level: 2 as const },
          ...(log.pages.some((page) => page.changes.isNew)
            ? [{ id: 'new-components', text: messages['api.newComponents'], level: 2 as const }]
            : []),
          ...(log.removedComponents.length > 0
            ? [{ id: 'removed-components', text: messages['api.removedComponents'], level: 2 as const }]
            : []),
        ]
      : [];
  }
  if (data.kind === 'index') {
    return (['component', 'interface'] as const)
      .filter((kind) => (data.entries ?? []).some((entry) => entry.kind === kind))
      .map((kind) => ({ id: `${kind}s`, text: messages[`api.${kind}s`], level: 2 as const }));
  }
  const toc: TocHeading[] = [{ id: 'import', text: messages['api.import'], level: 2 }];
  toc.push({
    id: 'props',
    text: data.kind === 'interface' ? messages['api.properties'] : messages['api.props'],
    level: 2,
  });
  for (const group of data.inherited) {
    toc.push({
      id: `inherited-${group.component.toLowerCase()}`,
      text: `${messages['api.inheritedFrom']} ${group.component}`,
      level: 3,
    });
  }
  if (data.slots.length > 0) {
    toc.push({ id: 'slots', text: messages['api.slots'], level: 2 });
  }
  if (data.classes.length > 0) {
    toc.push({ id: 'classes', text: messages['api.classes'], level: 2 });
  }
  if (data.changes) {
    toc.push({
      id: 'changes',
      text: interpolate(messages['api.changesSince'], { major: String(data.changes.previousMajor) }),
      level: 2,
    });
  }
  if (themeKeyOf(data) !== null) {
    toc.push({ id: 'theme', text: messages['api.theme'], level: 2 });
  }
  if (data.kind === 'component') {
    toc.push({ id: 'demos', text: messages['api.demos'], level: 2 });
  }
  return toc;
}

/** An API page's description (its `<meta name="description">`, its line in llms.txt), in a language. */
export function apiPageDescription(entry: ApiIndexEntry, language: Language): string {
  const messages = pageMessages(language);
  if (entry.previousMajor !== undefined) {
    // An area's changes page: the product and the major it compares with.
    return interpolate(messages['api.changesDescription'], {
      package: areaOfPath(entry.path) === 'x' ? 'MUI X' : 'Material UI',
      major: String(entry.previousMajor),
    });
  }
  // A product's index page (`/x/api/data-grid`) is written to `<path>/index.json` (build/api/generate.ts).
  const key = entry.file.endsWith('/index.json') ? 'api.indexDescription' : 'api.pageDescription';
  return interpolate(messages[key], { name: entry.name, package: entry.packageName });
}

/** The docs pages whose demos use an API page's component, with their titles in the tree's language. */
export function apiDemoPages(
  entry: ApiIndexEntry,
  localizedTree: readonly NavNode[],
  language: Language,
): ApiPageBody['demos'] {
  return demoPagesOf(entry)
    .filter((path) => Object.hasOwn(contentIndex, path))
    .map((path) => {
      const demoNode = findTrail(localizedTree, path).at(-1);
      return { path, title: demoNode ? localizedTitle(demoNode, language) : (contentIndex[path].title ?? path) };
    });
}

/** An API page's props, and its body and table of contents for the server render. */
export function apiStaticProps(
  entry: ApiIndexEntry,
  localizedTree: NavNode[],
  trail: NavNode[],
  language: Language,
): { props: DocsPageProps; body: ApiPageBody; toc: TocItem[] } {
  const data = readApiPage(entry);
  const messages = pageMessages(language, ['blog', 'demo', 'notFound']);
  const apiMessages = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('api.')));
  const area = areaOfPath(entry.path);
  const node = trail.at(-1);
  // Main-area API titles are looked up as `/api-docs/...`; /x/ ones come from the navigation entry.
  const title =
    area === 'main'
      ? pageTitle(apiDocsPath(entry.path), language, titleTables, entry.name)
      : node
        ? localizedTitle(node, language)
        : entry.name;
  const demos = apiDemoPages(entry, localizedTree, language);
  const apiPaths = Object.fromEntries(
    [...apiIndex().values()]
      .filter((other) => communityPackage(other.packageName) === communityPackage(entry.packageName))
      .map((other) => [other.name, other.path]),
  );
  const toc = nestHeadings(apiToc(data, messages));
  const props: DocsPageProps = {
    pathname: entry.path,
    language,
    title,
    description: apiPageDescription(entry, language),
    hasToc: toc.length > 0,
    prev: null,
    next: null,
    // The page is generated from the package's types by this script.
    editUrl: editUrl(docsConfig, 'build/api/generate.ts'),
    version: `v${DOCUMENTED_VERSIONS[area]}`,
    section: trail.length > 1 ? sectionPath(trail) : 'API',
    plan: entry.plan,
    generated: true,
    // Like every other page's: the body's `api` strings travel with the body (server only).
    messages: pageMessages(language, ['api', 'blog', 'demo', 'notFound']),
  };
  return { props, body: { data, demos, apiPaths, messages: apiMessages }, toc };
}
