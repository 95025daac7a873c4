/** What a post's page shows under its title, prepared at build time. */
export interface PostByline {
  /** ISO date for `<time dateTime>`: `2025-03-26`. */
  dateTime: string;
  /** The date as the page's language writes it. */
  date: string;
  authors: Array<{ name: string; role: string }>;
  tags: string[];
}
