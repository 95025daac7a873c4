import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PantryCheckboxes() {
  const [basket, setBasket] = React.useState<string[]>(['oats', 'lentils']);

  return (
    <Box sx={{ maxWidth: 340 }}>
      <SimpleTreeView
        aria-label="Shopping list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['dry-goods', 'fresh']}
        selectedItems={basket}
        onSelectedItemsChange={(event, itemIds) => setBasket(itemIds)}
      >
        <TreeItem itemId="dry-goods" label="Dry goods">
          <TreeItem itemId="oats" label="Rolled oats" />
          <TreeItem itemId="lentils" label="Green lentils" />
          <TreeItem itemId="rice" label="Basmati rice" />
        </TreeItem>
        <TreeItem itemId="fresh" label="Fresh">
          <TreeItem itemId="spinach" label="Spinach" />
          <TreeItem itemId="lemons" label="Lemons" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        {basket.length} ticked: {basket.join(', ') || 'nothing yet'}
      </Typography>
    </Box>
  );
}
