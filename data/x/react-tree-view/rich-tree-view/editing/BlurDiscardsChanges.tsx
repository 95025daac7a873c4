import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { UseTreeItemLabelInputSlotOwnProps } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const budget: TreeViewBaseItem[] = [
  {
    id: 'operations',
    label: 'Operations',
    children: [
      { id: 'rent', label: 'Office rent' },
      { id: 'utilities', label: 'Utilities' },
    ],
  },
  {
    id: 'people',
    label: 'People',
    children: [
      { id: 'salaries', label: 'Salaries' },
      { id: 'training', label: 'Training budget' },
    ],
  },
];

// Only Enter confirms a new name: leaving the field throws the draft away.
const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const handleBlur: UseTreeItemLabelInputSlotOwnProps['onBlur'] = (event) => {
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{ labelInput: { 'aria-label': 'Budget line name', onBlur: handleBlur } }}
    />
  );
});

export default function BlurDiscardsChanges() {
  return (
    <Box sx={{ minHeight: 260, maxWidth: 340 }}>
      <RichTreeView
        aria-label="Budget lines"
        items={budget}
        isItemEditable
        defaultExpandedItems={['operations', 'people']}
        slots={{ item: DiscardOnBlurItem }}
      />
    </Box>
  );
}
