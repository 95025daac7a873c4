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
  /** The list's id (one per page): the button controls it. */
  id: string;
  /** The toggle: receives the disclosure attributes to spread on a `<button>`. */
  renderButton: (props: { 'aria-expanded': boolean; 'aria-controls': string }) => React.ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** `<li>` items, usually links. */
  children: React.ReactNode;
}

/**
 * A button that shows a list of links under it (the disclosure pattern), exported closed: the page's shell
 * (`shell/menus`) opens it, moves focus to the first link, and closes it on Escape (focus back on the button) or a
 * press elsewhere.
 */
export function FrameMenu({ id, renderButton, label, children }: FrameMenuProps) {
  return (
    <Root data-shell="menu-disclosure">
      {renderButton({ 'aria-expanded': false, 'aria-controls': id })}
      <ul id={id} className="frame-menu-list" aria-label={label} hidden>
        {children}
      </ul>
    </Root>
  );
}
