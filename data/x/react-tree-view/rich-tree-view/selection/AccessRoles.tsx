import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const permissions: TreeViewBaseItem[] = [
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects.read', label: 'View projects' },
      { id: 'projects.write', label: 'Edit projects' },
      { id: 'projects.delete', label: 'Delete projects' },
    ],
  },
  {
    id: 'billing',
    label: 'Billing (collapsed)',
    children: [
      { id: 'billing.read', label: 'View invoices' },
      { id: 'billing.pay', label: 'Pay invoices' },
    ],
  },
];

// Collect the ids of entries without children: the real permissions.
function leafIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? leafIds(item.children) : [item.id]));
}
const grantable = new Set(leafIds(permissions));

export default function AccessRoles() {
  const [selected, setSelected] = React.useState<string[]>(['projects.read']);
  const granted = selected.filter((id) => grantable.has(id));

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Role permissions"
        items={permissions}
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['projects']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => setSelected(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        Grants {granted.length} of {grantable.size} permissions: {granted.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
