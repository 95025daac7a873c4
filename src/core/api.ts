import type { Plan } from './facts/plans.mjs';

export interface ApiProp {
  name: string;
  /** The type as written in the definitions, without `| undefined` and theme-override helpers. */
  type: string;
  default: string | null;
  description: string;
  required: boolean;
  /** The deprecation note (may be empty) when the prop is deprecated, else null. */
  deprecated: string | null;
  /** For callbacks: the documented parameters. */
  params?: Array<{ name: string; description: string }>;
}

export interface ApiInherited {
  /** The component of the same package the props come from (`ButtonBase`). */
  component: string;
  props: ApiProp[];
}

export interface ApiSlot {
  name: string;
  default: string | null;
  description: string;
}

export interface ApiClass {
  key: string;
  /** The class name in the DOM: `MuiButton-root`, or the global state class `Mui-disabled`. */
  className: string;
  description: string;
  deprecated: string | null;
}

export interface ApiComponent {
  /** A component, an interface documented by its properties (`GridColDef`), or a product's index of pages. */
  kind: 'component' | 'interface' | 'index' | 'changes';
  name: string;
  description: string;
  props: ApiProp[];
  inherited: ApiInherited[];
  /** Whether other props (DOM attributes of the root element) are accepted and forwarded. */
  forwardsOtherProps: boolean;
  slots: ApiSlot[];
  classes: ApiClass[];
  /** What could not be read from the definitions. */
  unresolved: string[];
  /** For an index page: the pages it lists. */
  entries?: Array<{ path: string; name: string; plan: Plan | null; kind: 'component' | 'interface' }>;
  /** What changed since the previous major; absent when the previous major could not be read. */
  changes?: ApiChanges;
  /** For the changes page of an area: every page's changes, and the components the previous major had. */
  changeLog?: ApiChangeLog;
}

/** A prop, slot or class the previous major had and this one lacks. */
export interface ApiRemoval {
  name: string;
  /** The prop that replaces it, when the migration guide or its deprecation note says so. */
  renamedTo?: string;
  /** The migration guide's section that mentions it: a navigation path and a hash (`/x/migration/…#props`). */
  guide?: string;
}

/**
 * The differences between a component's API in the documented major and in the previous one, read with the same
 * extractor from both majors' definitions (`build/api/compare.ts`). Props are all a component accepts (its own and
 * those of its family's packages), so a prop that moved between packages is not reported.
 */
export interface ApiChanges {
  /** The majors compared: `8` and `7`. */
  major: number;
  previousMajor: number;
  /** The exact previous release read (`7.29.13`). */
  previousVersion: string;
  /** True when the previous major has no component or interface of this name. */
  isNew: boolean;
  props: {
    added: string[];
    removed: ApiRemoval[];
    /** Props added in place of a removed one: `{ from: 'unstable_dataSource', to: 'dataSource' }`. */
    renamed: Array<{ from: string; to: string; guide?: string }>;
    changed: Array<{ name: string; before: string; after: string; guide?: string }>;
    /** Deprecated in this major, with the tag's text; `newly` when the previous major's prop was not. */
    deprecated: Array<{ name: string; text: string; newly: boolean; guide?: string }>;
  };
  slots: { added: string[]; removed: ApiRemoval[] };
  classes: { added: string[]; removed: ApiRemoval[] };
}

/** The changes page of an area (`/x/api/changes`): each API page with changes, and the removed components. */
export interface ApiChangeLog {
  major: number;
  previousMajor: number;
  /** The previous releases read, by package. */
  previousVersions: Record<string, string>;
  pages: Array<{ path: string; name: string; plan: Plan | null; changes: ApiChanges }>;
  /** Public components of the previous major with no counterpart in this one. */
  removedComponents: Array<{ name: string; packageName: string }>;
}

/** How many items a page's changes list: what was added, removed, retyped or newly deprecated (a rename is a removal). */
export function changeCount(changes: ApiChanges): number {
  const { props, slots, classes } = changes;
  return (
    props.added.length +
    props.removed.length +
    props.changed.length +
    props.deprecated.filter((entry) => entry.newly).length +
    slots.added.length +
    slots.removed.length +
    classes.added.length +
    classes.removed.length
  );
}

/** Whether a page's changes have anything to list. */
export function hasChanges(changes: ApiChanges): boolean {
  return changes.isNew || changeCount(changes) > 0;
}

/**
 * A group of an API page's "Changes since" section, by the `api.` message that titles it: removals (with what replaces
 * them), retyped props, newly deprecated props, or added names.
 */
export type ChangeGroup =
  | { key: 'removedProps' | 'removedSlots' | 'removedClasses'; items: readonly ApiRemoval[] }
  | { key: 'changedTypes'; items: ApiChanges['props']['changed'] }
  | { key: 'newlyDeprecated'; items: ApiChanges['props']['deprecated'] }
  | { key: 'addedProps' | 'addedSlots' | 'addedClasses'; items: readonly string[] };

/**
 * The non-empty groups of a page's changes, in the section's order: what the previous major had that this one lacks
 * or changed first, then what is new. The page's section and its Markdown copy both list these.
 */
export function changeGroups(changes: ApiChanges): ChangeGroup[] {
  const { props, slots, classes } = changes;
  const groups: ChangeGroup[] = [
    { key: 'removedProps', items: props.removed },
    { key: 'changedTypes', items: props.changed },
    { key: 'newlyDeprecated', items: props.deprecated.filter((entry) => entry.newly) },
    { key: 'removedSlots', items: slots.removed },
    { key: 'removedClasses', items: classes.removed },
    { key: 'addedProps', items: props.added },
    { key: 'addedSlots', items: slots.added },
    { key: 'addedClasses', items: classes.added },
  ];
  return groups.filter((group) => group.items.length > 0);
}

/** A line of a component's changes on its area's changes page, by the `api.` message that labels it. */
export type ChangeLineKey =
  | 'addedProps'
  | 'removedProps'
  | 'renamedProps'
  | 'changedTypes'
  | 'newlyDeprecated'
  | 'addedSlots'
  | 'removedSlots'
  | 'addedClasses'
  | 'removedClasses';

/**
 * The non-empty lines of a component's changes, in the changes page's order: names, or `[from, to]` for renames
 * (a renamed prop is listed as renamed, not as removed). The page and its Markdown copy both list these.
 */
export function changeLines(
  changes: ApiChanges,
): Array<{ key: ChangeLineKey; items: Array<string | [string, string]> }> {
  const { props, slots, classes } = changes;
  const names = (entries: ReadonlyArray<{ name: string }>) => entries.map((entry) => entry.name);
  const lines: Array<{ key: ChangeLineKey; items: Array<string | [string, string]> }> = [
    { key: 'addedProps', items: props.added },
    { key: 'removedProps', items: names(props.removed.filter((entry) => !entry.renamedTo)) },
    { key: 'renamedProps', items: props.renamed.map((entry): [string, string] => [entry.from, entry.to]) },
    { key: 'changedTypes', items: names(props.changed) },
    { key: 'newlyDeprecated', items: names(props.deprecated.filter((entry) => entry.newly)) },
    { key: 'addedSlots', items: slots.added },
    { key: 'removedSlots', items: names(slots.removed) },
    { key: 'addedClasses', items: classes.added },
    { key: 'removedClasses', items: names(classes.removed) },
  ];
  return lines.filter((line) => line.items.length > 0);
}

/** Where an API page is and what it documents: an entry of `.generated/api/index.json`. */
export interface ApiIndexEntry {
  /** Site path without trailing slash: `/api/button`, `/x/api/data-grid/data-grid`. */
  path: string;
  name: string;
  packageName: string;
  /** The import lines a reader copies. */
  imports: string[];
  plan: Plan | null;
  /** The data file, relative to `.generated/api/`. */
  file: string;
  /** For an area's changes page (`/x/api/changes`): the major it compares the documented one with. */
  previousMajor?: number;
}

/** The API data of one page, as `build/api/generate.ts` writes it to `.generated/api/` (extracted by `build/api/extract.ts`). */
export type ApiPageData = ApiIndexEntry & ApiComponent;

/** An API page's body as the server render shows it: its data, and the site's pages it links to. */
export interface ApiPageBody {
  data: ApiPageData;
  /** Pages whose demos use the component (navigation paths), with their titles. */
  demos: Array<{ path: string; title: string }>;
  /** API pages of the package by component name, for links to the components props are inherited from. */
  apiPaths: Record<string, string>;
  /**
   * The page's interface strings of the `api` group (labels, headings, notes), for the server render only: the
   * body is static markup in the browser, so they stay out of the page's props (and its initial JavaScript).
   */
  messages: Record<string, string>;
}

/**
 * The theme key under which a component's default props and style overrides go (`MuiButton`), or null when the
 * component has none: Material UI's components all have one; an MUI X component has one when it has CSS classes.
 */
export function themeKeyOf(data: Pick<ApiPageData, 'kind' | 'name' | 'packageName' | 'classes'>): string | null {
  return data.kind === 'component' && (data.packageName === '@mui/material' || data.classes.length > 0)
    ? `Mui${data.name}`
    : null;
}

/** Where an API page's data is published as JSON: `/api/button` → `/api/button.json`. */
export function apiJsonPath(pathname: string): string {
  return `${pathname.replace(/\/+$/, '')}.json`;
}
