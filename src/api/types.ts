/** The API data of one page, as `scripts/api/generate.ts` writes it to `.generated/api/`. */
export interface ApiProp {
  name: string;
  type: string;
  default: string | null;
  description: string;
  required: boolean;
  deprecated: string | null;
  params?: Array<{ name: string; description: string }>;
}

export interface ApiPageData {
  kind: 'component' | 'interface' | 'index';
  path: string;
  name: string;
  packageName: string;
  imports: string[];
  plan: 'pro' | 'premium' | null;
  file: string;
  description: string;
  props: ApiProp[];
  inherited: Array<{ component: string; props: ApiProp[] }>;
  forwardsOtherProps: boolean;
  slots: Array<{ name: string; default: string | null; description: string }>;
  classes: Array<{ key: string; className: string; description: string; deprecated: string | null }>;
  unresolved: string[];
  /** For a product's index page: its API pages. */
  entries?: Array<{ path: string; name: string; plan: 'pro' | 'premium' | null; kind: 'component' | 'interface' }>;
}

export type ApiIndexEntry = Pick<ApiPageData, 'path' | 'name' | 'packageName' | 'imports' | 'plan' | 'file'>;

/** The sections of an API page whose view the reader picks, and the views. */
export const API_VIEW_SECTIONS = ['props', 'slots', 'classes'] as const;
export type ApiViewSection = (typeof API_VIEW_SECTIONS)[number];
export const API_VIEWS = ['table', 'expanded', 'collapsed'] as const;
export type ApiView = (typeof API_VIEWS)[number];
/** `localStorage` key of a section's view; `<html data-api-view-<section>>` carries it for CSS. */
export const apiViewStorageKey = (section: ApiViewSection) => `docs-api-view-${section}`;
export const apiViewAttribute = (section: ApiViewSection) => `data-api-view-${section}`;

/** A stored view, or the table when the value is missing or corrupt. */
export function parseApiView(value: string | null | undefined): ApiView {
  return (API_VIEWS as readonly string[]).includes(value ?? '') ? (value as ApiView) : 'table';
}
