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
  kind: 'component' | 'interface' | 'index';
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
