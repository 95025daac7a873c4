import type { Language } from './i18n';
import { BLOG_PATH } from './paths';

/** Whether a page is a blog post (not the index): `/blog/material-ui-v7`. */
export function isBlogPost(pathname: string): boolean {
  return pathname.startsWith(`${BLOG_PATH}/`) && pathname.length > BLOG_PATH.length + 1;
}

/**
 * A post's date as readers of a language write it, computed at build time so the server's text and the
 * browser's agree: `2025-03-26` gives `March 26, 2025` in English and `2025年3月26日` in Chinese.
 * An unreadable date gives null.
 */
export function formatPostDate(date: string, language: Language): string | null {
  const time = Date.parse(date);
  if (Number.isNaN(time)) {
    return null;
  }
  return new Intl.DateTimeFormat(language === 'zh' ? 'zh-CN' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    time,
  );
}

/** Posts newest first; posts with the same date keep their order. */
export function newestFirst<T extends { date: string | null }>(posts: readonly T[]): T[] {
  const time = (post: T) => (post.date ? Date.parse(post.date) || 0 : 0);
  return [...posts].sort((a, b) => time(b) - time(a));
}

/** What a post's page shows under its title, prepared at build time. */
export interface PostByline {
  /** ISO date for `<time dateTime>`: `2025-03-26`. */
  dateTime: string;
  /** The date as the page's language writes it. */
  date: string;
  authors: Array<{ name: string; role: string }>;
  tags: string[];
}
