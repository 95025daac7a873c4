/** Page feedback: what a reader said about a page, remembered in local storage per page. */

export const FEEDBACK_STORAGE_KEY = 'docs-page-feedback';
/** Longest comment accepted, in characters. */
export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

export type FeedbackRating = 'yes' | 'no';

export interface FeedbackEntry {
  rating: FeedbackRating;
  comment?: string;
}

export type FeedbackStore = Record<string, FeedbackEntry>;

function isEntry(value: unknown): value is FeedbackEntry {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const { rating, comment } = value as Record<string, unknown>;
  return (rating === 'yes' || rating === 'no') && (comment === undefined || typeof comment === 'string');
}

/** Read the stored feedback; anything that is not a map of valid entries is ignored entry by entry. */
export function parseFeedbackStore(raw: string | null): FeedbackStore {
  if (!raw) {
    return {};
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {};
  }
  const store: FeedbackStore = {};
  for (const [page, entry] of Object.entries(parsed)) {
    if (page.startsWith('/') && isEntry(entry)) {
      store[page] =
        entry.comment === undefined ? { rating: entry.rating } : { rating: entry.rating, comment: entry.comment };
    }
  }
  return store;
}

/** A copy of the store with the entry of one page replaced. */
export function withFeedback(store: FeedbackStore, page: string, entry: FeedbackEntry): FeedbackStore {
  return { ...store, [page]: entry };
}

/** Trim a comment and cut it to the accepted length. */
export function normalizeComment(comment: string): string {
  return comment.trim().slice(0, FEEDBACK_COMMENT_MAX_LENGTH);
}

export interface FeedbackPayload {
  page: string;
  rating: FeedbackRating;
  comment: string;
  language: string;
  version: string;
}

/** The JSON body posted to the feedback endpoint. */
export function feedbackPayload(input: FeedbackPayload): FeedbackPayload {
  return { ...input, comment: normalizeComment(input.comment) };
}
