/** What Pagefind's `data()` gives for one page (the fields the dialog reads). */
export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters?: Record<string, string[] | undefined>;
  sub_results?: Array<{ title: string; url: string; excerpt: string }>;
}

export interface SearchOption {
  id: string;
  kind: 'page' | 'heading';
  url: string;
  title: string;
  /** For a page, its section path; for a heading, the title of its page. */
  context: string;
  /** Excerpt with the matched words in `<mark>` (and no other markup). */
  excerpt: string;
  area: 'main' | 'x';
  plan: 'pro' | 'premium' | null;
}

/** Keeps only `<mark>` and `</mark>` of Pagefind's excerpt (whose text is already escaped). */
export function safeExcerpt(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>?/g, '');
}

/** The path (and anchor) of a result URL, without a trailing `index.html`. */
function sitePath(url: string): string {
  return url.replace(/index\.html(?=$|#)/, '');
}

/**
 * The dialog's options: each page, then up to `headingsPerPage` of its headings that matched (anchors of the
 * same page), in Pagefind's order.
 */
export function searchOptions(pages: readonly PagefindResultData[], headingsPerPage = 3): SearchOption[] {
  const options: SearchOption[] = [];
  pages.forEach((page, index) => {
    const url = sitePath(page.url);
    const title = page.meta.title ?? url;
    const plan = page.meta.plan === 'pro' || page.meta.plan === 'premium' ? page.meta.plan : null;
    const area = page.filters?.area?.[0] === 'x' ? 'x' : 'main';
    options.push({ id: `search-result-${index}`, kind: 'page', url, title, context: page.meta.section ?? '', excerpt: safeExcerpt(page.excerpt), area, plan });
    (page.sub_results ?? [])
      .filter((sub) => sub.url.includes('#') && sitePath(sub.url) !== url)
      .slice(0, headingsPerPage)
      .forEach((sub, subIndex) => {
        options.push({
          id: `search-result-${index}-${subIndex}`,
          kind: 'heading',
          url: sitePath(sub.url),
          title: sub.title,
          context: title,
          excerpt: safeExcerpt(sub.excerpt),
          area,
          plan,
        });
      });
  });
  return options;
}
