import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Contact = TreeViewBaseItem<{ id: string; label: string; email?: string }>;

const contacts: Contact[] = [
  {
    id: 'sales',
    label: 'Sales team',
    children: [
      { id: 'ana', label: 'Ana Lima', email: 'ana.lima@example.com' },
      { id: 'jon', label: 'Jon Berg', email: 'jon.berg@example.com' },
    ],
  },
  {
    id: 'support',
    label: 'Support team',
    children: [{ id: 'mei', label: 'Mei Chen', email: 'mei.chen@example.com' }],
  },
];

const emailById = new Map<string, string>();
const collect = (items: Contact[]) =>
  items.forEach((item) => {
    if (item.email) {
      emailById.set(item.id, item.email);
    }
    collect(item.children ?? []);
  });
collect(contacts);

export default function LeafOnlySelection() {
  const [recipient, setRecipient] = React.useState<string | null>('jon');

  return (
    <Box sx={{ maxWidth: 380 }}>
      <RichTreeView
        aria-label="Choose a recipient"
        items={contacts}
        defaultExpandedItems={['sales', 'support']}
        selectedItems={recipient}
        onSelectedItemsChange={(event, itemId) => {
          // Teams only open and close: keep the current person selected.
          if (itemId === null || emailById.has(itemId)) {
            setRecipient(itemId);
          }
        }}
      />
      <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
        To: {recipient ? emailById.get(recipient) : 'nobody yet'}
      </Typography>
    </Box>
  );
}
