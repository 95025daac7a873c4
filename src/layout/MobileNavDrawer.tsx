import * as React from 'react';
import Drawer from '@mui/material/Drawer';
import type { NavNode } from '../core/navigation';
import { NAV_WIDTH } from './constants';
import { revealActiveLink } from './NavDrawer';
import { NavTree } from './NavTree';

export interface MobileNavDrawerProps {
  open: boolean;
  onClose: () => void;
  tree: readonly NavNode[];
  activePath: string;
  label: string;
}

/** The navigation as a temporary drawer below `lg`; loaded the first time the menu button is pressed. */
export default function MobileNavDrawer({ open, onClose, tree, activePath, label }: MobileNavDrawerProps) {
  const paperRef = React.useRef<HTMLDivElement>(null);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { ref: paperRef, id: 'docs-mobile-navigation', 'aria-label': 'Navigation menu', sx: { width: NAV_WIDTH, p: 1.5 } } as object,
        transition: { onEntered: () => revealActiveLink(paperRef.current) },
      }}
    >
      <nav aria-label={label}>
        <NavTree tree={tree} activePath={activePath} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
