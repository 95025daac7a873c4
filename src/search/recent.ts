import { readStored, writeStored } from '../utils';
/** Where the reader's recent searches are kept (this browser only). */
export const RECENT_SEARCHES_KEY = 'docs-search-recent';
export const MAX_RECENT_SEARCHES = 5;

/** The stored recent searches; anything that is not a list of non-empty strings reads as none. */
export function parseRecentSearches(stored: string | null): string[] {
  if (!stored) {
    return [];
  }
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) {
      return [];
    }
    return value
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '' && item.length <= 200)
      .slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** The list with `query` moved (or added) to the front, without duplicates, at most five. */
export function addRecentSearch(recent: readonly string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) {
    return [...recent];
  }
  return [trimmed, ...recent.filter((item) => item.toLowerCase() !== trimmed.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
}

export function readRecentSearches(): string[] {
  return parseRecentSearches(readStored(RECENT_SEARCHES_KEY));
}

/** Stores the list; an empty list removes the key. Where storage is blocked, the list lives for this page only. */
export function writeRecentSearches(recent: readonly string[]): void {
  writeStored(RECENT_SEARCHES_KEY, recent.length === 0 ? null : JSON.stringify(recent));
}
