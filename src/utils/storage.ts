/**
 * Local storage that never throws: where it is disabled, full or blocked (private modes, sandboxed frames, a refused
 * permission), reading gives null and writing does nothing, so a setting then lasts for the page only. Values are
 * validated by whoever reads them (src/core's parsers).
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value under a key; null removes the key. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) {
      window.localStorage.removeItem(key);
    } else {
      window.localStorage.setItem(key, value);
    }
  } catch {
    // Storage full or blocked: the page keeps the value in memory.
  }
}
