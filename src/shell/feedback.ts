import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  FEEDBACK_STORAGE_KEY,
  feedbackPayload,
  normalizeComment,
  parseFeedbackStore,
  withFeedback,
  type FeedbackEntry,
  type FeedbackRating,
} from '../core/feedback';
import type { Language } from '../core/i18n';
import { readStored, writeStored } from '../utils';
import { showToast } from './toast';

export interface FeedbackOptions {
  endpoint: string | null;
  language: Language;
  labels: {
    commentYes: string;
    commentNo: string;
    send: string;
    sent: string;
    error: string;
    dismiss: string;
  };
}

/** The feedback's strings, from the page's `t`. */
export function feedbackLabels(t: (key: string) => string): FeedbackOptions['labels'] {
  return {
    commentYes: t('feedback.commentYes'),
    commentNo: t('feedback.commentNo'),
    send: t('feedback.send'),
    sent: t('feedback.sent'),
    error: t('feedback.error'),
    dismiss: t('island.dismiss'),
  };
}

function readStore() {
  return parseFeedbackStore(readStored(FEEDBACK_STORAGE_KEY));
}

const isRating = (value: string | undefined): value is FeedbackRating => value === 'yes' || value === 'no';

/**
 * "Was this page helpful?" under a docs page (the exported section, `data-shell="feedback"`): an answer is remembered
 * per page and posted to the feedback endpoint, and opens an optional comment form; an answer given before shows
 * again. Plain DOM: the page ships no framework code for it.
 */
export function startFeedback({ endpoint, language, labels }: FeedbackOptions): () => void {
  const root = document.querySelector<HTMLElement>('[data-shell="feedback"]');
  const page = root?.dataset.page;
  const version = root?.dataset.version ?? '';
  if (!root || !page) {
    return () => {};
  }
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-rating]')];
  let entry: FeedbackEntry | null = null;
  let status: 'idle' | 'sending' | 'sent' = 'idle';
  // The comment form: shown once the reader has answered.
  const form = document.createElement('form');
  const label = document.createElement('label');
  const textarea = document.createElement('textarea');
  const submit = document.createElement('button');
  textarea.id = 'feedback-comment';
  textarea.maxLength = FEEDBACK_COMMENT_MAX_LENGTH;
  label.htmlFor = textarea.id;
  submit.type = 'submit';
  // The rating buttons' look (their class from the exported styles).
  submit.className = buttons[0]?.className ?? '';
  form.append(label, textarea, submit);

  const render = () => {
    buttons.forEach((button) => button.setAttribute('aria-pressed', String(entry?.rating === button.dataset.rating)));
    if (!entry) {
      form.remove();
      return;
    }
    if (!form.isConnected) {
      root.append(form);
    }
    label.textContent = entry.rating === 'yes' ? labels.commentYes : labels.commentNo;
    submit.textContent = status === 'sent' ? labels.sent : labels.send;
    submit.disabled = status !== 'idle' || textarea.value.trim() === '';
  };

  const post = async (next: FeedbackEntry): Promise<boolean> => {
    try {
      if (!endpoint) {
        throw new Error('No feedback endpoint is configured.');
      }
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(
          feedbackPayload({ page, rating: next.rating, comment: next.comment ?? '', language, version }),
        ),
      });
      if (!response.ok) {
        throw new Error(`Feedback endpoint answered ${response.status}`);
      }
      return true;
    } catch {
      showToast(labels.error, labels.dismiss);
      return false;
    }
  };

  /** Remembers the answer (where storage is blocked, the feedback still posts). */
  const remember = (next: FeedbackEntry) => {
    entry = next;
    writeStored(FEEDBACK_STORAGE_KEY, JSON.stringify(withFeedback(readStore(), page, next)));
  };

  const onRate = (event: MouseEvent) => {
    const rating = (event.currentTarget as HTMLButtonElement).dataset.rating;
    if (!isRating(rating)) {
      return;
    }
    remember({ rating });
    status = 'idle';
    render();
    void post({ rating });
  };

  async function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    if (!entry) {
      return;
    }
    const next = { rating: entry.rating, comment: normalizeComment(textarea.value) };
    remember(next);
    status = 'sending';
    render();
    status = (await post(next)) ? 'sent' : 'idle';
    render();
  }

  const stored = readStore()[page] ?? null;
  if (stored) {
    entry = stored;
    status = stored.comment ? 'sent' : 'idle';
    textarea.value = stored.comment ?? '';
    render();
  }
  const onInput = () => {
    status = 'idle';
    render();
  };
  textarea.addEventListener('input', onInput);
  form.addEventListener('submit', onSubmit);
  buttons.forEach((button) => button.addEventListener('click', onRate));
  return () => {
    buttons.forEach((button) => button.removeEventListener('click', onRate));
    form.remove();
  };
}
