import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const albums: TreeViewBaseItem[] = [
  {
    id: 'iceland',
    label: 'Iceland 2024',
    children: [
      { id: 'ice-1', label: 'Skógafoss at dawn' },
      { id: 'ice-2', label: 'Black sand beach' },
      { id: 'ice-3', label: 'Northern lights' },
    ],
  },
  {
    id: 'family',
    label: 'Family',
    children: [
      {
        id: 'wedding',
        label: 'Wedding',
        children: [{ id: 'wed-1', label: 'First dance' }],
      },
      { id: 'fam-1', label: 'Grandma’s 90th' },
    ],
  },
  { id: 'screenshots', label: 'Screenshots' },
];

export default function AlbumContents() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select an album to list what it contains.');

  const describe = (_event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!itemId || !api) {
      return;
    }
    const childIds = api.getItemOrderedChildrenIds(itemId);
    const label = api.getItem(itemId).label;
    setSummary(
      childIds.length
        ? `${label} contains ${childIds.length}: ${childIds.map((id) => api.getItem(id).label).join(', ')}.`
        : `${label} is a single photo or an empty album.`,
    );
  };

  const describeTopLevel = () => {
    const api = apiRef.current;
    if (api) {
      const roots = api.getItemOrderedChildrenIds(null);
      setSummary(`The library has ${roots.length} top-level entries.`);
    }
  };

  return (
    <Box sx={{ maxWidth: 400 }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Photo albums"
        items={albums}
        onSelectedItemsChange={describe}
        defaultExpandedItems={['family']}
      />
      <Button size="small" onClick={describeTopLevel} sx={{ mt: 1 }}>
        Count top-level entries
      </Button>
      <Typography variant="body2" role="status" color="text.secondary">
        {summary}
      </Typography>
    </Box>
  );
}
