import * as React from 'react';
import { styled } from '@mui/material/styles';
import TranslateIcon from '@mui/icons-material/Translate';
import { LANGUAGES, LANGUAGE_NAMES, localizePath } from '../core/i18n';
import { useTranslate, useUserLanguage } from '../providers';
import { FrameIconButton } from './FrameIconButton';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  '& ul': {
    position: 'absolute',
    right: 0,
    top: '100%',
    zIndex: theme.zIndex.modal,
    minWidth: 140,
    margin: theme.spacing(0.5, 0, 0),
    padding: theme.spacing(0.5, 0),
    listStyle: 'none',
    background: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    boxShadow: theme.shadows[8],
  },
  '& a': {
    display: 'block',
    padding: theme.spacing(1, 2),
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    '&:hover, &:focus-visible': { background: theme.vars.palette.action.hover },
  },
  '& a[aria-current]': { fontWeight: 700, color: theme.vars.palette.primary.main },
}));

export interface LanguageMenuProps {
  /** The current page's path without language: `/x/introduction/`. */
  canonicalPath: string;
}

/** Switches to the same page in another language, keeping the hash (`#section`). */
export function LanguageMenu({ canonicalPath }: LanguageMenuProps) {
  const t = useTranslate();
  const language = useUserLanguage();
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    root.current?.querySelector<HTMLElement>('a')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const keepHash = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (window.location.hash && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
      event.preventDefault();
      window.location.assign(`${event.currentTarget.getAttribute('href')}${window.location.hash}`);
    }
  };

  return (
    <Root ref={root}>
      <FrameIconButton
        ref={button}
        type="button"
        aria-label={t('appFrame.languageMenu')}
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <TranslateIcon />
      </FrameIconButton>
      {open ? (
        <ul id={listId} aria-label={t('appFrame.language')}>
          {LANGUAGES.map((code) => (
            <li key={code}>
              <a
                href={localizePath(canonicalPath, code)}
                hrefLang={code}
                lang={code}
                aria-current={code === language ? 'true' : undefined}
                onClick={keepHash}
              >
                {LANGUAGE_NAMES[code]}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </Root>
  );
}
