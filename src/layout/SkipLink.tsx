import { styled } from '@mui/material/styles';
import { useTranslate } from '../providers';
import { MAIN_CONTENT_ID } from './constants';

const Link = styled('a')(({ theme }) => ({
  position: 'fixed',
  top: theme.spacing(1),
  insetInlineStart: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  background: theme.vars.palette.primary.main,
  color: theme.vars.palette.primary.contrastText,
  fontWeight: 600,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
}));

/** "Skip to content": the first focusable element of every page. */
export function SkipLink() {
  const t = useTranslate();
  return <Link href={`#${MAIN_CONTENT_ID}`}>{t('appFrame.skipToContent')}</Link>;
}
