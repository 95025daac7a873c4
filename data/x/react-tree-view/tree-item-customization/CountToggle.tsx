import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemLabel,
  TreeItemRoot,
  type TreeItemProps,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const departures: TreeViewBaseItem[] = [
  {
    id: 't1',
    label: 'Terminal 1',
    children: [
      { id: 'lh902', label: '07:40 · LH 902 · Frankfurt' },
      { id: 'ib3171', label: '08:05 · IB 3171 · Madrid' },
      { id: 'sk1502', label: '09:20 · SK 1502 · Oslo' },
    ],
  },
  {
    id: 't2',
    label: 'Terminal 2',
    children: [
      { id: 'ek12', label: '08:30 · EK 12 · Dubai' },
      { id: 'ac851', label: '10:15 · AC 851 · Toronto' },
    ],
  },
];

const TerminalItem = React.forwardRef(function TerminalItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const flightCount = useTreeItemModel<TreeViewBaseItem>(itemId)?.children?.length ?? 0;

  const toggle = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.handleExpansion(event);
  };

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps()}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemLabel {...item.getLabelProps()} />
          {item.status.expandable ? (
            <Button size="small" variant="outlined" tabIndex={-1} onClick={toggle} sx={{ py: 0 }}>
              {item.status.expanded ? 'Hide flights' : `Show ${flightCount} flights`}
            </Button>
          ) : null}
        </TreeItemContent>
        {children ? <TreeItemGroupTransition {...item.getGroupTransitionProps()} /> : null}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function CountToggle() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeView
        aria-label="Departures"
        items={departures}
        slots={{ item: TerminalItem }}
        // Clicking the row only selects; the button is the mouse way to open a terminal.
        expansionTrigger="iconContainer"
        defaultExpandedItems={['t1']}
      />
    </Box>
  );
}
