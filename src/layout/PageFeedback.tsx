import { styled } from '@mui/material/styles';
import { useTranslate } from '../providers';
import { FrameButton } from './FrameButton';

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

export interface PageFeedbackProps {
  /** Page path, the key under which the answer is remembered. */
  page: string;
  version: string;
}

/**
 * "Was this page helpful?", as exported: the page's shell (`shell/feedback`) remembers and posts the answer, and
 * adds the comment form (styled here) once the reader has answered.
 */
export function PageFeedback({ page, version }: PageFeedbackProps) {
  const t = useTranslate();
  return (
    <Root aria-labelledby="feedback-title" data-shell="feedback" data-page={page} data-version={version}>
      <div className="feedback-question">
        <h2 id="feedback-title">{t('feedback.question')}</h2>
        {(['yes', 'no'] as const).map((rating) => (
          <FrameButton key={rating} type="button" aria-pressed={false} data-rating={rating}>
            {t(`feedback.${rating}`)}
          </FrameButton>
        ))}
      </div>
    </Root>
  );
}
