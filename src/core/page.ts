import type { PostByline } from './blog';
import type { Language } from './i18n';
import type { NavPage, Plan } from './navigation';

/** Interface strings of the page's language, flattened by dotted key, English fallbacks already applied at build time. */
export type PageMessages = Record<string, string>;

/** What `getStaticProps` hands to a docs page (all serialisable). */
export interface DocsPageProps {
  /** Navigation form of the page path, without language: `/getting-started/installation`. */
  pathname: string;
  language: Language;
  /** Interface strings of the language. */
  messages: PageMessages;
  title: string;
  description: string;
  /** Whether the page has headings for a table of contents (its entries are exported HTML, see `islands/serverRender`). */
  hasToc: boolean;
  prev: NavPage | null;
  next: NavPage | null;
  editUrl: string;
  version: string;
  /** Where the page sits in the navigation (`Data Grid › Filtering`), shown with its search results. */
  section: string;
  /** The plan of a commercial feature's page, badged in search results. */
  plan: Plan | null;
  /** A page generated at build time (an API page): its body is exported HTML even under `npm run dev`. */
  generated?: boolean;
  /** A blog post's date, authors and tags. */
  post?: PostByline;
  /** What a group's overview page answers to in search besides its title (`Data Grid` for its "Overview"). */
  searchName?: string;
}

/** A legacy path of a docs route: the page it moved to. */
export interface RedirectProps {
  redirectTo: string;
  language: Language;
  messages: PageMessages;
}

/** What a docs route renders: a page, or a redirect from a legacy path. */
export type DocsRouteProps = DocsPageProps | RedirectProps;
