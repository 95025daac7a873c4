import type { MDXContent } from 'mdx/types';

/** Page path (navigation form) → loader of its compiled MDX module (`.generated/content-*.ts`). */
export type ContentLoaders = Record<string, () => Promise<{ default: MDXContent }>>;

/** The MDX component of a page from its area's loaders; names the fix when the page is not indexed. */
export async function loadPageContent(loaders: ContentLoaders, pathname: string): Promise<MDXContent> {
  const load = loaders[pathname];
  if (!load) {
    throw new Error(`No content module for ${pathname}: run \`npm run generate\` after adding the page.`);
  }
  return (await load()).default;
}
