import { PLANS, type Plan } from '../core/facts/plans.mjs';
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
  plan: Plan | null;
}

/** Keeps only `<mark>` and `</mark>` of Pagefind's excerpt (whose text is already escaped). */
export function safeExcerpt(html: string): string {
  return html.replace(/<(?!\/?mark>)[^>]*>?/g, '');
}

/** Lower-case words of a text, split at anything but letters and digits (Chinese runs stay whole). */
function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const HAN = /\p{Script=Han}/u;

/**
 * Per Pagefind page id (`en_106b2e5`): the page's URL, title and, for a group's overview page, its name
 * (`Data Grid`). Written beside the index by `build/search-index.mjs` (`titles.<language>.json`).
 */
export type PageTitles = Record<string, readonly [url: string, title: string, name?: string]>;

/**
 * The names a page answers to: its title and name, and each half of a bilingual one, since a Chinese title
 * usually carries the English name first ("Slider 滑块" is "Slider" and "滑块").
 */
function pageNames(names: readonly (string | undefined)[]): string[] {
  return names.flatMap((name) => {
    if (!name) {
      return [];
    }
    const halves = /^(\P{Script=Han}+?)\s+(\p{Script=Han}.*)$/u.exec(name);
    return halves ? [name, halves[1], halves[2]] : [name];
  });
}

/**
 * How well a page's names match the query: 0 when one of them is the query (ignoring case, spaces and
 * punctuation, so "text field" is "TextField"), 1 when one holds every query word (a word matches the start
 * of a name's word, or for Chinese, which has no spaces, any part of it), 2 otherwise.
 */
export function titleMatch(names: readonly string[], query: string): 0 | 1 | 2 {
  const wanted = words(query);
  if (wanted.length === 0) {
    return 2;
  }
  const nameWords = names.map(words);
  if (nameWords.some((name) => name.join('') === wanted.join(''))) {
    return 0;
  }
  const holdsAll = (name: string[]) =>
    wanted.every((word) => name.some((part) => part.startsWith(word) || (HAN.test(word) && part.includes(word))));
  return nameWords.some(holdsAll) ? 1 : 2;
}

/** Whether a URL is an API reference page (`/api/slider/`, `/x/api/...`, `/zh/api/...`). */
function isApiPage(url: string): boolean {
  return /^\/(?:[a-z]{2}\/)?(?:x\/)?api\//.test(url);
}

/**
 * Pagefind's results re-ranked so a page the query names comes first: exact title (or name) matches, then
 * titles holding every query word, each with docs pages before API pages (the Slider page before the Slider
 * API); every other result keeps Pagefind's order after them. Pagefind's own title boost cannot tell "Date
 * Picker" from a dozen `DatePicker…` API pages with the same words in their titles and longer bodies, and its
 * order among them changes with the index chunks earlier queries loaded; it knows nothing of overview pages'
 * names. All results are ranked, from the titles file, so no page's data is loaded for it.
 */
export function rankResults<T extends { id: string }>(results: readonly T[], titles: PageTitles, query: string): T[] {
  const rank = (result: T) => {
    const entry = titles[result.id];
    if (!Array.isArray(entry)) {
      return 4;
    }
    const [url, ...names] = entry;
    const match = titleMatch(pageNames(names), query);
    return match === 2 ? 4 : match * 2 + (isApiPage(url) ? 1 : 0);
  };
  // Array.prototype.sort is stable, so results of the same rank keep Pagefind's order.
  return results
    .map((result) => ({ result, rank: rank(result) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ result }) => result);
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
    const plan = (PLANS as readonly string[]).includes(page.meta.plan ?? '') ? (page.meta.plan as Plan) : null;
    const area = page.filters?.area?.[0] === 'x' ? 'x' : 'main';
    options.push({
      id: `search-result-${index}`,
      kind: 'page',
      url,
      title,
      context: page.meta.section ?? '',
      excerpt: safeExcerpt(page.excerpt),
      area,
      plan,
    });
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
