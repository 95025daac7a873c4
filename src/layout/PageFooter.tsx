import { styled } from '@mui/material/styles';
import type { NavPage } from '../core/navigation';
import { useTranslate } from '../providers';
import { PageFeedback } from './PageFeedback';

const Root = styled('footer')(({ theme }) => ({
  marginTop: theme.spacing(8),
  paddingTop: theme.spacing(3),
  borderTop: `1px solid ${theme.vars.palette.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  '& .prev-next': { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: theme.spacing(2) },
  '& .prev-next a': {
    display: 'flex',
    flexDirection: 'column',
    padding: theme.spacing(1.5, 2),
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.vars.palette.primary.main },
  },
  '& .prev-next .next': { gridColumn: 2, textAlign: 'end' },
  '& .prev-next small': { color: theme.vars.palette.text.secondary },
  '& .edit-link': { color: theme.vars.palette.primary.main, fontSize: '0.875rem' },
}));

export interface PageFooterProps {
  page: string;
  /** Neighbouring pages, their `pathname` already a URL in the reader's language. */
  prev: NavPage | null;
  next: NavPage | null;
  editUrl: string;
  version: string;
}

/** Previous/next pages, the edit link and page feedback, below every docs page. */
export function PageFooter({ page, prev, next, editUrl, version }: PageFooterProps) {
  const t = useTranslate();
  return (
    <Root>
      <nav className="prev-next" aria-label={t('footer.previousAndNext')}>
        {prev ? (
          <a href={prev.pathname} rel="prev">
            <small>{t('footer.previous')}</small>
            {prev.title}
          </a>
        ) : null}
        {next ? (
          <a href={next.pathname} rel="next" className="next">
            <small>{t('footer.next')}</small>
            {next.title}
          </a>
        ) : null}
      </nav>
      <PageFeedback page={page} version={version} />
      <a className="edit-link" href={editUrl} target="_blank" rel="noopener">
        {t('footer.editPage')}
      </a>
    </Root>
  );
}
