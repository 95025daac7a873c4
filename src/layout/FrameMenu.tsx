import * as React from 'react';
import { styled } from '@mui/material/styles';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  '& .frame-menu-list': {
    position: 'absolute',
    insetInlineEnd: 0,
    top: '100%',
    zIndex: theme.zIndex.modal,
    minWidth: 160,
    margin: theme.spacing(0.5, 0, 0),
    padding: theme.spacing(0.5, 0),
    listStyle: 'none',
    background: theme.vars.palette.background.paper,
    border: `1px solid ${theme.vars.palette.divider}`,
    borderRadius: 8,
    boxShadow: theme.shadows[8],
  },
  '& .frame-menu-list a, & .frame-menu-list .frame-menu-item': {
    display: 'block',
    padding: theme.spacing(1, 2),
    color: theme.vars.palette.text.primary,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    '&:hover, &:focus-visible': { background: theme.vars.palette.action.hover },
  },
  '& .frame-menu-list [aria-current]': { fontWeight: 700, color: theme.vars.palette.primary.main },
}));

export interface FrameMenuProps {
  /** The toggle: receives the disclosure attributes to spread on a `<button>`. */
  renderButton: (props: {
    ref: React.Ref<HTMLButtonElement>;
    'aria-expanded': boolean;
    'aria-controls': string | undefined;
    onClick: () => void;
  }) => React.ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** `<li>` items, usually links. */
  children: React.ReactNode;
}

/**
 * A button that shows a list of links under it (the disclosure pattern): the first link takes focus,
 * Escape or a click elsewhere closes it and Escape returns focus to the button.
 */
export function FrameMenu({ renderButton, label, children }: FrameMenuProps) {
  const [open, setOpen] = React.useState(false);
  const root = React.useRef<HTMLDivElement>(null);
  const button = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();

  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    root.current?.querySelector<HTMLElement>('.frame-menu-list a')?.focus();
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

  return (
    <Root ref={root}>
      {renderButton({
        ref: button,
        'aria-expanded': open,
        'aria-controls': open ? listId : undefined,
        onClick: () => setOpen((value) => !value),
      })}
      {open ? (
        <ul id={listId} className="frame-menu-list" aria-label={label}>
          {children}
        </ul>
      ) : null}
    </Root>
  );
}
