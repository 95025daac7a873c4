import * as React from 'react';
import Box from '@mui/material/Box';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const backlog: TreeViewBaseItem[] = [
  {
    id: 'hdl-sprint-7',
    label: 'Sprint 7',
    children: [
      { id: 'hdl-export', label: 'Export invoices as CSV' },
      { id: 'hdl-dark-mode', label: 'Dark mode for the dashboard' },
    ],
  },
  {
    id: 'hdl-later',
    label: 'Later',
    children: [
      { id: 'hdl-sso', label: 'Single sign-on' },
      { id: 'hdl-audit', label: 'Audit trail' },
    ],
  },
];

interface HandleItemProps
  extends Omit<UseTreeItemParameters, 'rootRef'>,
    Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'> {}

const HandleItem = React.forwardRef(function HandleItem(
  props: HandleItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  // Take the drag props off the row and give them to the handle only.
  const { draggable, onDragStart, ...rootProps } = item.getRootProps(other);

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          <Box
            component="span"
            aria-hidden
            title="Drag to move"
            draggable={draggable}
            onDragStart={onDragStart}
            sx={{ display: 'flex', color: 'text.secondary', cursor: draggable ? 'grab' : 'default' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemLabel {...item.getLabelProps()} />
          <TreeItemDragAndDropOverlay {...item.getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function BacklogDragHandle() {
  return (
    <RichTreeViewPro
      aria-label="Product backlog"
      items={backlog}
      itemsReordering
      defaultExpandedItems={['hdl-sprint-7', 'hdl-later']}
      slots={{ item: HandleItem }}
      sx={{ maxWidth: 380 }}
    />
  );
}
