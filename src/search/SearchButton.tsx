import { styled } from '@mui/material/styles';
import { Icon } from '../icons';
import { useTranslate } from '../providers';

const Button = styled('button')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  height: 36,
  minWidth: 36,
  padding: theme.spacing(0, 1),
  border: `1px solid ${theme.vars.palette.divider}`,
  borderRadius: 8,
  background: 'transparent',
  color: theme.vars.palette.text.secondary,
  font: 'inherit',
  fontSize: '0.875rem',
  cursor: 'pointer',
  '&:hover': { background: theme.vars.palette.action.hover, color: theme.vars.palette.text.primary },
  '& svg': { width: 20, height: 20, fill: 'currentColor', flexShrink: 0 },
  '& .search-label, & kbd': { display: 'none' },
  [theme.breakpoints.up('sm')]: {
    minWidth: 180,
    '& .search-label': { display: 'inline', flexGrow: 1, textAlign: 'start' },
    '& kbd': {
      display: 'inline',
      padding: theme.spacing(0, 0.5),
      border: `1px solid ${theme.vars.palette.divider}`,
      borderRadius: 4,
      fontFamily: 'inherit',
      fontSize: '0.75rem',
    },
  },
  // Search needs JavaScript: without it the button is not offered.
  '@media (scripting: none)': { display: 'none' },
}));

/**
 * The app bar's search button, as exported: the page's shell (`shell/search`) opens the search dialog from it, and
 * from Ctrl+K, ⌘K and `/`, and names the shortcut of the reader's platform.
 */
export function SearchButton() {
  const t = useTranslate();
  return (
    <Button
      type="button"
      data-shell="search"
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K /"
      aria-label={t('search.button')}
    >
      <Icon name="search" />
      <span className="search-label" aria-hidden>
        {t('search.button')}
      </span>
      <kbd aria-hidden>Ctrl K</kbd>
    </Button>
  );
}
