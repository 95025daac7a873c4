import * as React from 'react';
import { styled } from '@mui/material/styles';
import { Icon } from '../icons';
import { once, OpenedIsland } from '../islands';
import { useTranslate } from '../providers';

// The dialog, Pagefind's client and the index load the first time search opens, never with the page.
const loadSearchDialog = once(() => import('./SearchDialog'));

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

/** Whether a key press happens while the reader types somewhere (where `/` is a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
      target.isContentEditable ||
      target.closest('[contenteditable=""], [contenteditable="true"]') !== null)
  );
}

/** Whether a key press is the search shortcut: Ctrl+K or ⌘K anywhere, `/` outside text fields. */
export function isSearchShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'target' | 'defaultPrevented'>,
): boolean {
  if (event.defaultPrevented) {
    return false;
  }
  if (
    (event.key === 'k' || event.key === 'K') &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  ) {
    return true;
  }
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

/** The app bar's search button: opens the search dialog, as do Ctrl+K, ⌘K and `/`. */
export function SearchButton() {
  const t = useTranslate();
  const [open, setOpen] = React.useState(false);
  // Counts the openings: the dialog's chunk is not requested before the first, and one after a failed load tries again.
  const [attempt, setAttempt] = React.useState(0);
  const [shortcut, setShortcut] = React.useState('Ctrl K');
  const opener = React.useRef<HTMLElement | null>(null);

  const openSearch = React.useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
    setAttempt((value) => value + 1);
  }, []);
  const closeSearch = React.useCallback(() => {
    setOpen(false);
    opener.current?.focus();
  }, []);

  React.useEffect(() => {
    if (/Mac|iPhone|iPad/.test(navigator.platform)) {
      setShortcut('⌘K');
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (isSearchShortcut(event)) {
        event.preventDefault();
        openSearch();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);

  return (
    <>
      <Button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        aria-label={t('search.button')}
        onClick={openSearch}
      >
        <Icon name="search" />
        <span className="search-label" aria-hidden>
          {t('search.button')}
        </span>
        <kbd aria-hidden>{shortcut}</kbd>
      </Button>
      <OpenedIsland
        load={loadSearchDialog}
        open={open}
        attempt={attempt}
        props={{ open, onClose: closeSearch }}
        failedMessage={t('search.failed')}
        reloadLabel={t('island.reload')}
        dismissLabel={t('island.dismiss')}
        onDismiss={closeSearch}
      />
    </>
  );
}
