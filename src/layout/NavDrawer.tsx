import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { serverRender, StaticMarkup } from '../islands';
import { APP_BAR_HEIGHT, NAV_WIDTH } from './constants';

export const NAV_ID = 'docs-navigation';

const Sidebar = styled('nav')(({ theme }) => ({
  display: 'none',
  overflowY: 'auto',
  padding: theme.spacing(1, 1.5, 4),
  background: theme.vars.palette.background.default,
  '&[data-open]': {
    display: 'block',
    position: 'fixed',
    top: 0,
    bottom: 0,
    insetInlineStart: 0,
    zIndex: theme.zIndex.drawer + 1,
    width: `min(${NAV_WIDTH}px, 85vw)`,
    boxShadow: theme.shadows[16],
  },
  [theme.breakpoints.up('lg')]: {
    '&, &[data-open]': {
      display: 'block',
      position: 'sticky',
      top: APP_BAR_HEIGHT,
      zIndex: 'auto',
      flexShrink: 0,
      width: NAV_WIDTH,
      height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
      boxShadow: 'none',
      borderInlineEnd: `1px solid ${theme.vars.palette.divider}`,
    },
  },
}));

const Backdrop = styled('div')(({ theme }) => ({
  position: 'fixed',
  inset: 0,
  zIndex: theme.zIndex.drawer,
  background: 'rgba(0 0 0 / 0.5)',
  [theme.breakpoints.up('lg')]: { display: 'none' },
}));

/** Scroll a container so its current-page link is visible, without moving the page itself. */
function revealActiveLink(container: HTMLElement | null) {
  const link = container?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!container || !link) {
    return;
  }
  const top = link.offsetTop;
  if (top < container.scrollTop || top + link.offsetHeight > container.scrollTop + container.clientHeight) {
    container.scrollTop = top - container.clientHeight / 3;
  }
}

export interface NavDrawerProps {
  /** The area's tree; needed only on the server, since the browser keeps the exported markup. */
  tree: readonly NavNode[] | undefined;
  activePath: string;
  label: string;
  /** Below `lg`: shown as a drawer over the page. */
  open: boolean;
  onClose: () => void;
}

/**
 * The navigation: a sticky sidebar from `lg`, a drawer opened by the menu button below it. Its links are
 * exported HTML that is never hydrated, so the tree costs no JavaScript however many pages it lists.
 */
export function NavDrawer({ tree, activePath, label, open, onClose }: NavDrawerProps) {
  // Set by getStaticProps: the tree renders on the server only (see islands/serverRender).
  const { NavTree } = serverRender.parts;
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => revealActiveLink(ref.current), [activePath, open]);
  React.useEffect(() => {
    if (!open) {
      return undefined;
    }
    // The current page's link wherever it is, else the first link (a selector list would take the first in document order).
    (
      ref.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? ref.current?.querySelector<HTMLElement>('a')
    )?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        onClose();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, onClose]);
  return (
    <>
      <Sidebar ref={ref} aria-label={label} id={NAV_ID} data-open={open ? '' : undefined}>
        <StaticMarkup>{tree && NavTree ? <NavTree tree={tree} activePath={activePath} /> : null}</StaticMarkup>
      </Sidebar>
      {open ? <Backdrop onClick={onClose} data-testid="navigation-backdrop" /> : null}
    </>
  );
}
