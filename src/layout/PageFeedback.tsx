import * as React from 'react';
import { readStored, writeStored } from '../utils';
import { styled } from '@mui/material/styles';
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
import { useDocsConfig, useTranslate, useUserLanguage } from '../providers';
import { FrameButton } from './FrameButton';
import { Toast } from './Toast';

const Root = styled('section')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  '& .feedback-question': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), flexWrap: 'wrap' },
  '& h2': { margin: 0, fontSize: '1rem', fontWeight: 600 },
  '& textarea': {
    width: '100%',
    minHeight: 80,
    padding: theme.spacing(1),
    font: 'inherit',
    color: 'inherit',
    background: 'transparent',
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    '&:focus-visible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 1 },
  },
  '& label': { display: 'block', marginBottom: theme.spacing(0.5), fontSize: '0.875rem' },
  '& form': { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: theme.spacing(1) },
}));

function readStore() {
  return parseFeedbackStore(readStored(FEEDBACK_STORAGE_KEY));
}

/** Remembers the answer (where storage is blocked, the feedback still posts). */
function remember(page: string, entry: FeedbackEntry) {
  writeStored(FEEDBACK_STORAGE_KEY, JSON.stringify(withFeedback(readStore(), page, entry)));
}

export interface PageFeedbackProps {
  /** Page path, the key under which the answer is remembered. */
  page: string;
  version: string;
}

/** "Was this page helpful?" with an optional comment; remembered per page and posted to the feedback endpoint. */
export function PageFeedback({ page, version }: PageFeedbackProps) {
  const { feedbackEndpoint } = useDocsConfig();
  const language = useUserLanguage();
  const t = useTranslate();
  const [entry, setEntry] = React.useState<FeedbackEntry | null>(null);
  const [comment, setComment] = React.useState('');
  const [status, setStatus] = React.useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = React.useState(false);
  const commentId = React.useId();

  // Stored answers are read after hydration, so the server HTML and the first render agree.
  React.useEffect(() => {
    const stored = readStore()[page] ?? null;
    setEntry(stored);
    setComment(stored?.comment ?? '');
    setStatus(stored?.comment ? 'sent' : 'idle');
  }, [page]);

  const post = async (next: FeedbackEntry) => {
    if (!feedbackEndpoint) {
      setError(true);
      return false;
    }
    try {
      const response = await fetch(feedbackEndpoint, {
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
      setError(true);
      return false;
    }
  };

  const rate = (rating: FeedbackRating) => {
    const next = { rating };
    setEntry(next);
    setStatus('idle');
    remember(page, next);
    void post(next);
  };

  const submitComment = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!entry) {
      return;
    }
    const next = { rating: entry.rating, comment: normalizeComment(comment) };
    remember(page, next);
    setEntry(next);
    setStatus('sending');
    setStatus((await post(next)) ? 'sent' : 'idle');
  };

  return (
    <Root aria-labelledby="feedback-title">
      <div className="feedback-question">
        <h2 id="feedback-title">{t('feedback.question')}</h2>
        {(['yes', 'no'] as const).map((rating) => (
          <FrameButton key={rating} type="button" aria-pressed={entry?.rating === rating} onClick={() => rate(rating)}>
            {t(`feedback.${rating}`)}
          </FrameButton>
        ))}
      </div>
      {entry ? (
        <form onSubmit={submitComment}>
          <label htmlFor={commentId}>{t(entry.rating === 'yes' ? 'feedback.commentYes' : 'feedback.commentNo')}</label>
          <textarea
            id={commentId}
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            onChange={(event) => {
              setComment(event.target.value);
              setStatus('idle');
            }}
          />
          <FrameButton type="submit" disabled={status !== 'idle' || comment.trim() === ''}>
            {t(status === 'sent' ? 'feedback.sent' : 'feedback.send')}
          </FrameButton>
        </form>
      ) : null}
      {error ? <Toast message={t('feedback.error')} onClose={() => setError(false)} /> : null}
    </Root>
  );
}
