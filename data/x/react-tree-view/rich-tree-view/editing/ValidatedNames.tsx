import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const branches: TreeViewBaseItem[] = [
  {
    id: 'repo',
    label: 'web-shop',
    children: [
      { id: 'main', label: 'main' },
      { id: 'checkout', label: 'feature-checkout' },
    ],
  },
];

const problemWith = (name: string) => {
  if (name.trim().length < 3) {
    return 'Use at least 3 characters.';
  }
  return /\s/.test(name) ? 'Branch names cannot contain spaces.' : null;
};

export default function ValidatedNames() {
  const apiRef = useTreeViewApiRef();
  const [message, setMessage] = React.useState<string | null>(null);

  const labelInput = {
    'aria-label': 'Branch name',
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      const problem = event.key === 'Enter' ? problemWith(event.currentTarget.value) : null;
      if (problem) {
        event.defaultMuiPrevented = true; // keep editing instead of saving
      }
      setMessage(problem);
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (problemWith(event.currentTarget.value)) {
        event.defaultMuiPrevented = true; // do not save an invalid name…
        apiRef.current?.setEditedItem(null); // …and leave editing with the old one
        setMessage(null);
      }
    },
  };

  return (
    <Box sx={{ maxWidth: 360 }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Git branches"
        items={branches}
        isItemEditable={(branch) => branch.id !== 'repo'}
        defaultExpandedItems={['repo']}
        slotProps={{ item: { slotProps: { labelInput } } }}
      />
      <Typography variant="body2" role="alert" sx={{ mt: 1, minHeight: 20, color: 'error.main' }}>
        {message}
      </Typography>
    </Box>
  );
}
