/**
 * An API page's data as JSON (`/api/button.json`, `/x/api/data-grid/data-grid.json`), for readers' tools and AI
 * assistants: what the API page shows, from the same generated data (`.generated/api/`), naming the package and the
 * version it describes. Written after the export by `build/site-files.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { apiJsonPath, themeKeyOf, type ApiChanges, type ApiPageData, type ApiProp } from '../src/core/api';
import type { Plan } from '../src/core/facts/plans.mjs';
import { canonicalUrl } from '../src/core/head';
import type { NavNode } from '../src/core/navigation';
import { apiDemoPages, apiIndex, readApiPage } from '../src/site';

export interface ApiJsonProp {
  name: string;
  type: string;
  default: string | null;
  description: string;
  required: boolean;
  /** The deprecation note (may be empty) when deprecated, else null. */
  deprecated: string | null;
}

export interface ApiJson {
  name: string;
  kind: 'component' | 'interface';
  package: string;
  version: string;
  plan: Plan | null;
  /** The API page, on the site's origin. */
  url: string;
  description: string;
  imports: string[];
  props: ApiJsonProp[];
  /** Props that come from another component of the package (`ButtonBase`'s for `Button`). */
  inheritedProps: Array<{ from: string; props: ApiJsonProp[] }>;
  /** Whether other props (the root element's DOM attributes) are accepted and forwarded. */
  forwardsOtherProps: boolean;
  slots: Array<{ name: string; default: string | null; description: string }>;
  classes: Array<{ key: string; className: string; description: string; deprecated: string | null }>;
  /** The theme's `components` key for default props and style overrides (`MuiButton`), or null. */
  themeKey: string | null;
  /** The docs pages whose demos use the component (none for an interface). */
  demos: Array<{ title: string; url: string }>;
  /** What the generator could not read from the package's definitions (empty when nothing is missing). */
  unresolved: string[];
  /**
   * What changed since the previous major (props added, removed, renamed, retyped and deprecated; slots and
   * classes added and removed), or null when the previous major could not be read. Guide links are URLs.
   */
  changes: ApiChanges | null;
}

/** The JSON of an area's changes page (`/x/api/changes.json`): every API page's changes since the previous major. */
export interface ApiChangesJson {
  name: string;
  url: string;
  major: number;
  previousMajor: number;
  previousVersions: Record<string, string>;
  pages: Array<{ name: string; url: string; json: string; plan: Plan | null; changes: ApiChanges }>;
  removedComponents: Array<{ name: string; package: string }>;
}

/** Changes with their guide links as URLs on the site's origin. */
function changesWithUrls(changes: ApiChanges, origin: string): ApiChanges {
  const link = <T extends { guide?: string }>(entry: T): T => {
    if (!entry.guide) {
      return entry;
    }
    const [pathname, hash] = entry.guide.split('#');
    return { ...entry, guide: `${canonicalUrl(origin, pathname)}${hash ? `#${hash}` : ''}` };
  };
  return {
    ...changes,
    props: {
      added: changes.props.added,
      removed: changes.props.removed.map(link),
      renamed: changes.props.renamed.map(link),
      changed: changes.props.changed.map(link),
      deprecated: changes.props.deprecated.map(link),
    },
    slots: { added: changes.slots.added, removed: changes.slots.removed.map(link) },
    classes: { added: changes.classes.added, removed: changes.classes.removed.map(link) },
  };
}

/** The JSON of an area's changes page. */
export function apiChangesJson(data: ApiPageData, origin: string): ApiChangesJson {
  const log = data.changeLog;
  if (data.kind !== 'changes' || !log) {
    throw new Error(`${data.path} is not a changes page`);
  }
  return {
    name: data.name,
    url: canonicalUrl(origin, data.path),
    major: log.major,
    previousMajor: log.previousMajor,
    previousVersions: log.previousVersions,
    pages: log.pages.map((page) => ({
      name: page.name,
      url: canonicalUrl(origin, page.path),
      json: `${origin.replace(/\/+$/, '')}${apiJsonPath(page.path)}`,
      plan: page.plan,
      changes: changesWithUrls(page.changes, origin),
    })),
    removedComponents: log.removedComponents.map((entry) => ({ name: entry.name, package: entry.packageName })),
  };
}

/**
 * A value as text: a string as it is, anything else (a type the extractor could not print as a string) as its
 * JSON, so that it is written rather than dropped.
 */
function asText(value: unknown): string {
  if (typeof value === 'string') {
    return value;
  }
  return JSON.stringify(value) ?? String(value);
}

const asTextOrNull = (value: unknown): string | null => (value === null || value === undefined ? null : asText(value));

function jsonProp(prop: ApiProp): ApiJsonProp {
  return {
    name: asText(prop.name),
    type: asText(prop.type),
    default: asTextOrNull(prop.default),
    description: asText(prop.description ?? ''),
    required: prop.required === true,
    deprecated: asTextOrNull(prop.deprecated),
  };
}

/** The JSON of an API page (a component or an interface; an index of pages has none). */
export function apiJson(
  data: ApiPageData,
  context: {
    version: string;
    origin: string;
    /** Pages whose demos use the component, with their English titles. */
    demos: Array<{ path: string; title: string }>;
  },
): ApiJson {
  if (data.kind === 'index' || data.kind === 'changes') {
    throw new Error(`${data.path} is an index of API pages: it has no data of its own to publish`);
  }
  return {
    name: data.name,
    kind: data.kind,
    package: data.packageName,
    version: context.version,
    plan: data.plan,
    url: canonicalUrl(context.origin, data.path),
    description: data.description,
    imports: data.imports,
    props: (data.props ?? []).map(jsonProp),
    inheritedProps: (data.inherited ?? []).map((group) => ({
      from: group.component,
      props: group.props.map(jsonProp),
    })),
    forwardsOtherProps: data.forwardsOtherProps,
    slots: (data.slots ?? []).map((slot) => ({
      name: asText(slot.name),
      default: asTextOrNull(slot.default),
      description: asText(slot.description ?? ''),
    })),
    classes: (data.classes ?? []).map((entry) => ({
      key: entry.key,
      className: entry.className,
      description: asText(entry.description ?? ''),
      deprecated: asTextOrNull(entry.deprecated),
    })),
    themeKey: themeKeyOf(data),
    // As the page lists them: a component's (an interface's page has no demos section).
    demos:
      data.kind === 'component'
        ? context.demos.map((demo) => ({ title: demo.title, url: canonicalUrl(context.origin, demo.path) }))
        : [],
    unresolved: data.unresolved ?? [],
    changes: data.changes ? changesWithUrls(data.changes, context.origin) : null,
  };
}

/** The file of out/ an API page's JSON goes to: `api/button.json`. */
export function apiJsonFile(pathname: string): string {
  return apiJsonPath(pathname).slice(1);
}

/**
 * Writes the JSON of every API page of a component or an interface into `outDir` (`out/api/button.json`).
 * Returns the pages that have one, and the bytes written.
 */
export function writeApiJsonFiles(options: {
  outDir: string;
  /** The English navigation tree, for the titles of the pages with demos. */
  tree: readonly NavNode[];
  origin: string;
  versionOf: (packageName: string) => string;
}): { paths: Set<string>; bytes: number } {
  const paths = new Set<string>();
  let bytes = 0;
  for (const entry of apiIndex().values()) {
    const data = readApiPage(entry);
    if (data.kind === 'index') {
      continue;
    }
    const text = `${JSON.stringify(
      data.kind === 'changes'
        ? apiChangesJson(data, options.origin)
        : apiJson(data, {
            version: options.versionOf(entry.packageName),
            origin: options.origin,
            demos: apiDemoPages(entry, options.tree, 'en'),
          }),
    )}\n`;
    const file = path.join(options.outDir, apiJsonFile(entry.path));
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    paths.add(entry.path);
    bytes += Buffer.byteLength(text);
  }
  return { paths, bytes };
}
