import * as React from 'react';
import { Icon } from '../icons';
import { useTranslate } from '../providers';
import { addRecentSearch, readRecentSearches, writeRecentSearches } from './recent';
import { rankResults, searchOptions, type PageTitles, type PagefindResultData, type SearchOption } from './results';
import { PLAN_LABELS } from '../core/facts/plans.mjs';
import { parseSearchArea, SEARCH_RESULTS_ID, type SearchArea } from './frame';
import { addStyle, SEARCH_RESULTS_CSS } from './searchCss';

/** Pagefind's browser client, written next to the index by `build/search-index.mjs`. */
const PAGEFIND_URL = '/pagefind/pagefind.js';
const MAX_PAGES = 8;

interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  debouncedSearch(
    query: string,
    options?: { filters?: Record<string, string> },
    debounceMs?: number,
  ): Promise<{ results: Array<{ id: string; data: () => Promise<PagefindResultData> }> } | null>;
}

let pagefind: Promise<Pagefind> | null = null;

/** Loads Pagefind once per page: it picks the index of the page's language (`<html lang>`) by itself. */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ /* turbopackIgnore: true */ PAGEFIND_URL) as Promise<Pagefind>).then(
    async (client) => {
      await client.options({ excerptLength: 22 });
      void client.init();
      return client;
    },
  );
  pagefind.catch(() => {
    pagefind = null;
  });
  return pagefind;
}

const titles = new Map<string, Promise<PageTitles>>();

/**
 * The titles of a language's pages (`titles.<language>.json` beside the index), fetched once; when they cannot
 * be read, none, and results keep Pagefind's order.
 */
function loadTitles(language: string): Promise<PageTitles> {
  let entry = titles.get(language);
  if (!entry) {
    entry = fetch(`/pagefind/titles.${language}.json`)
      .then((response) => (response.ok ? response.json() : {}))
      .then((value: unknown) => (value && typeof value === 'object' ? (value as PageTitles) : {}))
      .catch(() => ({}));
    titles.set(language, entry);
  }
  return entry;
}

type Status = 'idle' | 'searching' | 'done' | 'unavailable';

// Its styles arrive with its code (plain CSS: the results need no theme or styling runtime).
if (typeof document !== 'undefined') {
  addStyle('search-results-css', SEARCH_RESULTS_CSS);
}

/** The area whose filter button is pressed in the frame (the reader may have chosen one before this code ran). */
function pressedArea(dialog: HTMLElement): SearchArea {
  const value = dialog.querySelector<HTMLButtonElement>('.search-areas button[aria-pressed="true"]')?.value;
  return parseSearchArea(value) ?? 'all';
}

export interface SearchResultsProps {
  /** The dialog's frame (`buildSearchFrame`): its field and filter buttons are this component's input. */
  dialog: HTMLDialogElement;
  open: boolean;
  onClose: () => void;
}

/**
 * The search results, rendered into the dialog frame's results region once the dialog has opened (the reader
 * may already have typed). The frame's field is a combobox over a listbox of results: pages with their section path
 * and plan, and the headings that matched below them. Arrows move, Enter opens, the live region says how many
 * results there are; with an empty field, the recent searches.
 */
export default function SearchResults({ dialog, open, onClose }: SearchResultsProps) {
  const t = useTranslate();
  const input = React.useMemo(() => dialog.querySelector('input')!, [dialog]);
  const [query, setQuery] = React.useState(() => input.value);
  const [area, setArea] = React.useState<SearchArea>(() => pressedArea(dialog));
  const [options, setOptions] = React.useState<SearchOption[]>([]);
  const [active, setActive] = React.useState(0);
  const [status, setStatus] = React.useState<Status>('idle');
  const [recent, setRecent] = React.useState<string[]>([]);

  React.useEffect(() => {
    if (open) {
      setRecent(readRecentSearches());
      setQuery(input.value);
      void loadPagefind().catch(() => setStatus('unavailable'));
      void loadTitles(document.documentElement.lang);
    }
  }, [open, input]);

  // The frame's field and filter buttons drive the search.
  React.useEffect(() => {
    const onInput = () => setQuery(input.value);
    const areas = dialog.querySelector('.search-areas');
    const onArea = (event: Event) => {
      const value = (event.target as Element).closest<HTMLButtonElement>('button[value]')?.value;
      const chosen = parseSearchArea(value);
      if (chosen) {
        setArea(chosen);
      }
    };
    input.addEventListener('input', onInput);
    areas?.addEventListener('click', onArea);
    return () => {
      input.removeEventListener('input', onInput);
      areas?.removeEventListener('click', onArea);
    };
  }, [dialog, input]);

  React.useEffect(() => {
    dialog.querySelectorAll<HTMLButtonElement>('.search-areas button[value]').forEach((button) => {
      button.setAttribute('aria-pressed', String(button.value === area));
    });
  }, [dialog, area]);

  // Runs the search as the reader types (Pagefind debounces), in the chosen area.
  React.useEffect(() => {
    const term = query.trim();
    if (!open) {
      return undefined;
    }
    if (!term) {
      setOptions([]);
      setStatus((current) => (current === 'unavailable' ? current : 'idle'));
      return undefined;
    }
    let current = true;
    setStatus('searching');
    loadPagefind()
      .then((client) => client.debouncedSearch(term, area === 'all' ? {} : { filters: { area } }, 120))
      .then(async (search) => {
        if (!search || !current) {
          return; // Superseded by a newer query.
        }
        // A result's id starts with its index's language (`zh_ddbd6cf`), the page's `<html lang>` here.
        const language = search.results[0]?.id.replace(/_[^_]*$/, '') ?? '';
        const ranked = rankResults(search.results, await loadTitles(language), term);
        const pages = await Promise.all(ranked.slice(0, MAX_PAGES).map((result) => result.data()));
        if (current) {
          setOptions(searchOptions(pages));
          setActive(0);
          setStatus('done');
        }
      })
      .catch(() => current && setStatus('unavailable'));
    return () => {
      current = false;
    };
  }, [query, area, open]);

  const activeOption = options[active];
  // The field is the combobox: whether its listbox has options, and which one is active.
  React.useEffect(() => {
    input.setAttribute('aria-expanded', String(options.length > 0));
    if (options.length > 0 && activeOption) {
      input.setAttribute('aria-activedescendant', activeOption.id);
    } else {
      input.removeAttribute('aria-activedescendant');
    }
    // Keeps the active option in view as the arrows move it.
    dialog.querySelector('[role="option"][aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [dialog, input, options, activeOption]);

  // Opens a result (a plain click or Enter), closing the dialog and remembering the search.
  const openOption = React.useCallback(
    (option: SearchOption) => {
      const next = addRecentSearch(readRecentSearches(), query);
      writeRecentSearches(next);
      setRecent(next);
      onClose();
      // A page load: every page is exported HTML that the browser keeps, so there is no page to render here.
      window.location.assign(option.url);
    },
    [query, onClose],
  );

  // The field's keys read the options of the last commit. The listener is attached once and reads them through a
  // ref set in a layout effect: a passive effect runs after the paint, so a listener re-attached there would still
  // hold the previous (empty) options when the reader presses Enter on results that are already on screen.
  const keys = React.useRef({ options, active, openOption });
  React.useLayoutEffect(() => {
    keys.current = { options, active, openOption };
  }, [options, active, openOption]);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: shown, active: index, openOption: open } = keys.current;
      if (shown.length === 0) {
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) => (current + step + shown.length) % shown.length);
      } else if (event.key === 'Enter' && !event.isComposing) {
        event.preventDefault();
        open(shown[Math.min(index, shown.length - 1)]);
      }
    };
    input.addEventListener('keydown', onKeyDown);
    return () => input.removeEventListener('keydown', onKeyDown);
  }, [input]);

  const chooseRecent = (item: string) => {
    input.value = item;
    setQuery(item);
    input.focus();
  };

  const clearRecent = () => {
    writeRecentSearches([]);
    setRecent([]);
    input.focus();
  };

  const term = query.trim();
  const pageCount = options.filter((option) => option.kind === 'page').length;
  const announcement =
    status === 'unavailable'
      ? t('search.unavailable')
      : status === 'done'
        ? pageCount === 1
          ? t('search.oneResult')
          : t('search.results', { count: String(pageCount) })
        : '';

  return (
    <>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {status === 'unavailable' ? <p className="search-message">{t('search.unavailable')}</p> : null}
      {status === 'done' && options.length === 0 ? (
        <p className="search-message">{t('search.noResults', { query: term })}</p>
      ) : null}
      {!term && recent.length > 0 ? (
        <>
          <p className="search-heading" id="search-recent">
            {t('search.recent')}
          </p>
          <ul aria-labelledby="search-recent" className="search-recent-list">
            {recent.map((item) => (
              <li key={item}>
                <button type="button" className="search-recent" onClick={() => chooseRecent(item)}>
                  <Icon name="history" />
                  {item}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="search-close search-clear" onClick={clearRecent}>
            {t('search.clearRecent')}
          </button>
        </>
      ) : null}
      {/* Each option is the result's link itself: a real link can be opened in a new tab (middle or Ctrl/⌘
          click) and copied from the context menu. An option wrapping a link would nest an interactive element
          in one whose children are presentational (axe's nested-interactive), so the link takes the option
          role; tabindex -1 keeps it out of the tab order, as focus stays in the combobox. Pressing it (primary or
          middle button) does not take focus either, so the field keeps it after a click that opens a new tab. The
          listbox itself takes no focus: the combobox pattern keeps it in the field (aria-activedescendant). */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        id={SEARCH_RESULTS_ID}
        role="listbox"
        aria-label={t('search.dialog')}
        hidden={options.length === 0}
        onMouseDown={(event) => {
          if (event.button === 0 || event.button === 1) {
            event.preventDefault();
          }
        }}
      >
        {options.map((option, index) => (
          <a
            key={option.id}
            id={option.id}
            role="option"
            href={option.url}
            tabIndex={-1}
            aria-selected={index === active}
            data-kind={option.kind}
            onMouseMove={() => setActive(index)}
            onClick={(event) => {
              // A modified click is the browser's (new tab or window, download); middle clicks never get here.
              if (event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey) {
                event.preventDefault();
                openOption(option);
              }
            }}
          >
            <span className="result-title">
              {option.title}
              {option.kind === 'page' ? <span className="badge">{t(`search.${option.area}`)}</span> : null}
              {option.plan && option.kind === 'page' ? (
                <span className="badge" data-plan={option.plan}>
                  {PLAN_LABELS[option.plan]}
                </span>
              ) : null}
            </span>
            {option.context ? <span className="result-context">{option.context}</span> : null}
            {/* Pagefind's excerpt: escaped text with <mark> around the matched words (safeExcerpt keeps nothing else). */}
            <span className="result-excerpt" dangerouslySetInnerHTML={{ __html: option.excerpt }} />
          </a>
        ))}
      </div>
    </>
  );
}
