import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const permissions: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.view', label: 'View invoices' },
      { id: 'billing.edit', label: 'Edit payment methods' },
    ],
  },
  { id: 'users', label: 'Users', children: [{ id: 'users.invite', label: 'Invite users' }] },
];

export default function PermissionPicker() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['billing.view']);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        aria-label="Permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['billing', 'users']}
        selectedItems={selectedItems}
        onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Granted: {selectedItems.length ? selectedItems.join(', ') : 'nothing yet'}
      </Typography>
    </Box>
  );
}
