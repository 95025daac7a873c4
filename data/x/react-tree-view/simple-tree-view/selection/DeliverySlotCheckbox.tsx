import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const slotNames: Record<string, string> = {
  'thu-am': 'Thursday 08:00-12:00',
  'thu-pm': 'Thursday 13:00-18:00',
  'fri-am': 'Friday 08:00-12:00',
  'fri-pm': 'Friday 13:00-18:00',
};

export default function DeliverySlotCheckbox() {
  const [slot, setSlot] = React.useState<string | null>(null);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Delivery slot"
        checkboxSelection
        defaultExpandedItems={['thu', 'fri']}
        selectedItems={slot}
        onSelectedItemsChange={(event, itemId) => {
          // Days only group the slots: ticking one keeps the current slot.
          if (itemId === null || slotNames[itemId]) {
            setSlot(itemId);
          }
        }}
      >
        <TreeItem itemId="thu" label="Thursday 12 June">
          <TreeItem itemId="thu-am" label="Morning, 08:00-12:00" />
          <TreeItem itemId="thu-pm" label="Afternoon, 13:00-18:00" />
        </TreeItem>
        <TreeItem itemId="fri" label="Friday 13 June">
          <TreeItem itemId="fri-am" label="Morning, 08:00-12:00" />
          <TreeItem itemId="fri-pm" label="Afternoon, 13:00-18:00" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Delivery: {slot ? slotNames[slot] : 'tick a time slot'}
      </Typography>
    </Box>
  );
}
