/** Table of contents: the h2 and h3 headings of a page, and which one the reader is at. */

export interface TocHeading {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface TocItem {
  id: string;
  text: string;
  /** Its h3 headings; absent when it has none. */
  children?: TocItem[];
}

/** Nest h3 headings under the h2 before them; an h3 before any h2 stays at the top level. */
export function nestHeadings(headings: readonly TocHeading[]): TocItem[] {
  const items: TocItem[] = [];
  for (const heading of headings) {
    const item: TocItem = { id: heading.id, text: heading.text };
    const parent = items[items.length - 1];
    if (heading.level === 3 && parent) {
      (parent.children ??= []).push(item);
    } else {
      items.push(item);
    }
  }
  return items;
}

/**
 * The heading the reader is at: the last one whose top is at or above `offset` pixels from the viewport top,
 * the last heading when the page is scrolled to the bottom, and null before the first heading.
 */
export function activeHeadingId(
  positions: ReadonlyArray<{ id: string; top: number }>,
  offset: number,
  atBottom: boolean,
): string | null {
  if (positions.length === 0) {
    return null;
  }
  if (atBottom) {
    return positions[positions.length - 1].id;
  }
  let active: string | null = null;
  for (const { id, top } of positions) {
    if (top <= offset) {
      active = id;
    } else {
      break;
    }
  }
  return active;
}
