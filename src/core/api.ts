/** The API data of one page, as `build/api/generate.ts` writes it to `.generated/api/`. */
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

/** An API page's body as the server render shows it: its data, and the site's pages it links to. */
export interface ApiPageBody {
  data: ApiPageData;
  /** Pages whose demos use the component (navigation paths), with their titles. */
  demos: Array<{ path: string; title: string }>;
  /** API pages of the package by component name, for links to the components props are inherited from. */
  apiPaths: Record<string, string>;
}
