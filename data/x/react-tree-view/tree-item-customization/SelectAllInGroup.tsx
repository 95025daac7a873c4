import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const groceries: TreeViewBaseItem[] = [
  {
    id: 'produce',
    label: 'Produce',
    children: [
      { id: 'apples', label: 'Apples' },
      { id: 'spinach', label: 'Spinach' },
      { id: 'lemons', label: 'Lemons' },
    ],
  },
  {
    id: 'dairy',
    label: 'Dairy',
    children: [
      { id: 'yoghurt', label: 'Greek yoghurt' },
      { id: 'butter', label: 'Butter' },
    ],
  },
];

const labels = new Map(groceries.flatMap((aisle) => aisle.children ?? []).map((g) => [g.id, g.label]));

function AisleItem(props: TreeItemProps) {
  const { status, publicAPI } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // publicAPI is read in the event handler, never during render.
  const selectAllChildren = (event: React.MouseEvent) => {
    event.stopPropagation();
    publicAPI.getItemOrderedChildrenIds(props.itemId).forEach((childId) => {
      publicAPI.setItemSelection({
        event,
        itemId: childId,
        shouldBeSelected: true,
        keepExistingSelection: true,
      });
    });
  };

  const label =
    status.expandable && status.expanded ? (
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <span>{props.label}</span>
        <Button
          size="small"
          tabIndex={-1}
          aria-label={`Select all ${String(props.label)}`}
          onClick={selectAllChildren}
          onMouseDown={(event) => event.stopPropagation()}
          sx={{ py: 0, minWidth: 0 }}
        >
          Select all
        </Button>
      </Box>
    ) : (
      props.label
    );

  return <TreeItem {...props} label={label} />;
}

export default function SelectAllInGroup() {
  const [picked, setPicked] = React.useState<string[]>([]);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <RichTreeView
        aria-label="Shopping list"
        items={groceries}
        slots={{ item: AisleItem }}
        multiSelect
        defaultExpandedItems={['produce', 'dairy']}
        selectedItems={picked}
        onSelectedItemsChange={(_event, itemIds) => setPicked(itemIds)}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        In the basket: {picked.length ? picked.map((id) => labels.get(id) ?? id).join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
