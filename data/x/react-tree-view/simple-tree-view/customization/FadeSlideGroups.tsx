import * as React from 'react';
import Collapse, { collapseClasses, type CollapseProps } from '@mui/material/Collapse';
import { keyframes } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const slideIn = keyframes`
  from { opacity: 0; transform: translateX(-12px); }
  to { opacity: 1; transform: none; }
`;

// Height animates with Collapse; the children fade and slide in on top of it.
const FadeSlideTransition = React.forwardRef(function FadeSlideTransition(
  props: CollapseProps,
  ref: React.Ref<HTMLDivElement>,
) {
  const { in: open, ...other } = props;
  return (
    <Collapse
      ref={ref}
      in={open}
      timeout={280}
      {...other}
      sx={{
        [`& .${collapseClasses.wrapperInner}`]: {
          opacity: open ? 1 : 0,
          transition: 'opacity 200ms',
          animation: open ? `${slideIn} 280ms ease-out` : 'none',
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', transition: 'none' },
        },
      }}
    />
  );
});

const itemSlots = { groupTransition: FadeSlideTransition };

export default function FadeSlideGroups() {
  return (
    <SimpleTreeView aria-label="Hiking trails" sx={{ maxWidth: 340 }}>
      <TreeItem itemId="anim-alps" label="Alps" slots={itemSlots}>
        <TreeItem itemId="anim-alps-tour" label="Tour du Mont Blanc, 170 km" />
        <TreeItem itemId="anim-alps-haute" label="Haute Route, 180 km" />
      </TreeItem>
      <TreeItem itemId="anim-pyrenees" label="Pyrenees" slots={itemSlots}>
        <TreeItem itemId="anim-pyrenees-gr10" label="GR 10, 866 km" />
        <TreeItem itemId="anim-pyrenees-ordesa" label="Ordesa canyon loop, 17 km" />
      </TreeItem>
      <TreeItem itemId="anim-dolomites" label="Dolomites" slots={itemSlots}>
        <TreeItem itemId="anim-dolomites-alta" label="Alta Via 1, 120 km" />
      </TreeItem>
    </SimpleTreeView>
  );
}
