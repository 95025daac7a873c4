import { styled } from '@mui/material/styles';
import type { NavNode } from '../core/navigation';
import { serverRender, StaticMarkup } from '../islands';
import { APP_BAR_HEIGHT, NAV_ID, NAV_WIDTH } from './constants';

export { NAV_ID };

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

export interface NavDrawerProps {
  /** The area's tree (the server renders it; the browser keeps the exported markup). */
  tree: readonly NavNode[] | undefined;
  activePath: string;
  label: string;
}

/**
 * The navigation: a sticky sidebar from `lg`, a drawer below it that the menu button opens (`shell/navigation`),
 * with its backdrop exported hidden. Its links are exported HTML that is never hydrated, so the tree costs no
 * JavaScript however many pages it lists.
 */
export function NavDrawer({ tree, activePath, label }: NavDrawerProps) {
  // Set by getStaticProps: the tree renders on the server only (see islands/serverRender).
  const { NavTree } = serverRender.parts;
  return (
    <>
      <Sidebar aria-label={label} id={NAV_ID} data-shell="navigation">
        <StaticMarkup>{tree && NavTree ? <NavTree tree={tree} activePath={activePath} /> : null}</StaticMarkup>
      </Sidebar>
      <Backdrop data-shell="backdrop" data-testid="navigation-backdrop" hidden />
    </>
  );
}
