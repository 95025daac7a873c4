import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const library: TreeViewBaseItem[] = [
  {
    id: 'inputs',
    label: 'Inputs',
    children: [
      { id: 'button', label: 'Button' },
      { id: 'checkbox', label: 'Checkbox' },
      { id: 'slider', label: 'Slider' },
    ],
  },
  {
    id: 'layout',
    label: 'Layout',
    children: [
      { id: 'box', label: 'Box' },
      { id: 'grid', label: 'Grid' },
      { id: 'stack', label: 'Stack' },
    ],
  },
  {
    id: 'feedback',
    label: 'Feedback',
    children: [
      { id: 'alert', label: 'Alert' },
      { id: 'skeleton', label: 'Skeleton' },
      { id: 'snackbar', label: 'Snackbar' },
    ],
  },
];

// Keep entries that match (with all their children), and the groups that contain a match.
function filterItems(items: TreeViewBaseItem[], query: string): TreeViewBaseItem[] {
  return items.flatMap((item) => {
    if (item.label.toLowerCase().includes(query)) {
      return [item];
    }
    const children = filterItems(item.children ?? [], query);
    if (children.length > 0) {
      return [{ ...item, children }];
    }
    return [];
  });
}

const groupIds = (items: TreeViewBaseItem[]): string[] =>
  items.flatMap((item) => (item.children?.length ? [item.id, ...groupIds(item.children)] : []));

export default function FilterableComponentsTree() {
  const [query, setQuery] = React.useState('');
  const [userExpanded, setUserExpanded] = React.useState<string[]>(['inputs']);

  const filtering = query.trim() !== '';
  const items = React.useMemo(
    () => (filtering ? filterItems(library, query.trim().toLowerCase()) : library),
    [filtering, query],
  );

  return (
    <Box sx={{ maxWidth: 360 }}>
      <TextField
        size="small"
        label="Filter components"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 1 }}
      />
      {items.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No component matches “{query}”.
        </Typography>
      ) : (
        <RichTreeView
          aria-label="Component library"
          items={items}
          // While filtering, every group with a match is open; afterwards, the user's choice returns.
          expandedItems={filtering ? groupIds(items) : userExpanded}
          onExpandedItemsChange={(event, itemIds) => {
            if (!filtering) {
              setUserExpanded(itemIds);
            }
          }}
        />
      )}
    </Box>
  );
}
