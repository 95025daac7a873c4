import type { TocHeading } from './toc';

/** What the build knows about one MDX page before rendering it (`.generated/content-index.json`). */
export interface PageContent {
  /** Source file, relative to the repository root (for "Edit this page"). */
  file: string;
  /** Title from front matter, which overrides the navigation title. */
  title: string | null;
  description: string;
  /** `date` of the front matter (blog posts), ISO format; null when absent. */
  date: string | null;
  /** Blog posts: their authors (the front matter names ids of `data/blog/authors.ts`) and topic tags. */
  authors?: Array<{ name: string; role: string }>;
  tags?: string[];
  toc: TocHeading[];
  /** How many live demos (`<Demo>`) the page has; absent when none. */
  demos?: number;
  /**
   * Whether a demo of the page writes CSS with cascade layers (a Tailwind stand-in in `@layer utilities`, a walk
   * through layers): the page then puts Material UI's styles and the site's in `@layer mui`, as such an app does, and
   * declares the layer order. Other pages have no layers: see `src/providers/cssLayers.ts`.
   */
  cssLayers?: true;
}

/** Page path (navigation form) → content. */
export type ContentIndex = Record<string, PageContent>;

/** Page path (navigation form) → loader of its compiled module (`.generated/content-*.ts`; `Content` is MDX's). */
export type ContentLoaders<Content> = Record<string, () => Promise<{ default: Content }>>;

/** The component of a page from its area's loaders; names the fix when the page is not indexed. */
export async function loadPageContent<Content>(loaders: ContentLoaders<Content>, pathname: string): Promise<Content> {
  const load = loaders[pathname];
  if (!load) {
    throw new Error(`No content module for ${pathname}: run \`npm run generate\` after adding the page.`);
  }
  return (await load()).default;
}
