import * as React from 'react';
import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { APP_BAR_HEIGHT, NAV_WIDTH } from './constants';
import { NavTree } from './NavTree';

const Sidebar = styled('nav')(({ theme }) => ({
  display: 'none',
  [theme.breakpoints.up('lg')]: {
    display: 'block',
    position: 'sticky',
    top: APP_BAR_HEIGHT,
    flexShrink: 0,
    width: NAV_WIDTH,
    height: `calc(100vh - ${APP_BAR_HEIGHT}px)`,
    overflowY: 'auto',
    padding: theme.spacing(1, 1.5, 4),
    borderRight: `1px solid ${theme.vars.palette.divider}`,
  },
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
  tree: readonly NavNode[];
  activePath: string;
  label: string;
}

/** The permanent navigation sidebar from the `lg` breakpoint; always in the HTML, so it works without JavaScript. */
export function NavDrawer({ tree, activePath, label }: NavDrawerProps) {
  const ref = React.useRef<HTMLElement>(null);
  React.useEffect(() => revealActiveLink(ref.current), [activePath]);
  return (
    <Sidebar ref={ref} aria-label={label} id="docs-navigation">
      <NavTree tree={tree} activePath={activePath} />
    </Sidebar>
  );
}

export { revealActiveLink };
