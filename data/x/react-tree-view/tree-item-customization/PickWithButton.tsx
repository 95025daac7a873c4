import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps, type TreeItemSlotProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const deliveryDays: TreeViewBaseItem[] = [
  {
    id: 'thu',
    label: 'Thursday 12 June',
    children: [
      { id: 'thu-am', label: '08:00–10:00' },
      { id: 'thu-pm', label: '16:00–18:00' },
    ],
  },
  {
    id: 'fri',
    label: 'Friday 13 June',
    children: [
      { id: 'fri-am', label: '09:00–11:00' },
      { id: 'fri-eve', label: '19:00–21:00' },
    ],
  },
];

const leafIds = new Set(deliveryDays.flatMap((day) => day.children ?? []).map((slot) => slot.id));

function SlotItem(props: TreeItemProps) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // Clicks on the row no longer select: the tree skips its default handling.
  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
  };

  const label = status.expandable ? (
    props.label
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
      <span>
        {props.label}
        {status.selected ? ' · chosen' : ''}
      </span>
      <IconButton
        size="small"
        tabIndex={-1}
        aria-label={`Choose ${String(props.label)}`}
        aria-pressed={status.selected}
        onClick={interactions.handleSelection}
      >
        {status.selected ? (
          <RadioButtonChecked fontSize="small" color="primary" />
        ) : (
          <RadioButtonUnchecked fontSize="small" />
        )}
      </IconButton>
    </Box>
  );

  return (
    <TreeItem
      {...props}
      label={label}
      slotProps={{ content: { onClick: handleContentClick } } as TreeItemSlotProps}
    />
  );
}

export default function PickWithButton() {
  const [slot, setSlot] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <RichTreeView
        aria-label="Delivery slots"
        items={deliveryDays}
        slots={{ item: SlotItem }}
        expansionTrigger="iconContainer"
        defaultExpandedItems={['thu', 'fri']}
        selectedItems={slot}
        // Days are not slots: ignore them when the keyboard selects one.
        onSelectedItemsChange={(_event, itemId) => {
          if (itemId === null || leafIds.has(itemId)) {
            setSlot(itemId);
          }
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Delivery slot: {slot ?? 'none chosen'}
      </Typography>
    </Box>
  );
}
